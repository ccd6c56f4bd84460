import type { MailCatalog } from './index';

/** The mails' texts in this language (English is the reference: ./en.ts). */
export const ptBR: MailCatalog = {
  verification: {
    subject: 'Confirme seu e-mail do Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Obrigado por se cadastrar no Wisuda. Abra o link abaixo para confirmar seu endereço de e-mail.',
      'O link vale por 24 horas e funciona uma única vez.',
    ],
    action: 'Confirmar e-mail',
    footer: 'Se você não se cadastrou, ignore este e-mail.',
  },
  reset: {
    subject: 'Redefina sua senha do Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Recebemos um pedido para redefinir a senha da sua conta.',
      'O link vale por 1 hora e funciona uma única vez. Todas as suas sessões serão encerradas.',
    ],
    action: 'Redefinir senha',
    footer: 'Se você não pediu isso, ignore este e-mail; sua senha continua a mesma.',
  },
  alreadyRegistered: {
    subject: 'Tentativa de cadastro no Wisuda',
    greeting: 'Olá, %{name},',
    lines: ['Alguém tentou se cadastrar no Wisuda com este endereço de e-mail, mas ele já tem uma conta.'],
    links: ['Entrar:', 'Esqueceu a senha? Redefina aqui:'],
    footer: 'Se não foi você, ignore este e-mail; sua conta não mudou.',
  },
  invitation: {
    subject: 'Sua conta do Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Uma conta do Wisuda foi criada para você. Abra o link abaixo para escolher sua senha; depois entre com este endereço de e-mail ou seu NIM.',
      'O link vale por %{smart_count} dia e funciona uma única vez. |||| O link vale por %{smart_count} dias e funciona uma única vez.',
    ],
    action: 'Escolher senha',
    links: ['Link expirado? Peça um novo aqui:'],
    footer: 'Se você não conhece o Wisuda, ignore este e-mail.',
  },
  emailChange: {
    subject: 'Confirme seu novo e-mail do Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Você pediu que sua conta do Wisuda use este endereço de e-mail. Abra o link abaixo para confirmá-lo.',
      'O link vale por 24 horas e funciona uma única vez. Até lá, o endereço antigo continua em uso.',
    ],
    action: 'Confirmar o novo endereço',
    footer: 'Se você não pediu isso, ignore este e-mail; nada muda.',
  },
  emailChanged: {
    subject: 'Seu e-mail do Wisuda foi alterado',
    greeting: 'Olá, %{name},',
    lines: [
      'Sua conta do Wisuda agora usa o endereço %{email}; este endereço não entra mais.',
      'Se não foi você quem alterou, fale com o administrador imediatamente.',
    ],
    links: ['Precisa entrar de novo? Redefina a senha aqui:'],
  },
  nimTaken: {
    subject: 'Cadastro no Wisuda não criado',
    greeting: 'Olá, %{name},',
    lines: [
      'O cadastro com o NIM %{nim} não foi criado: este NIM já tem uma conta nessa universidade.',
      'Se a conta for sua, entre ou redefina a senha pelos links abaixo. Se não for, fale com o administrador da sua universidade.',
    ],
    links: ['Entrar:', 'Redefinir a senha:'],
    footer: 'Se você não se cadastrou, ignore este e-mail.',
  },
  approved: {
    subject: 'Sua conta do Wisuda foi aprovada',
    greeting: 'Olá, %{name},',
    lines: [
      'Um administrador aprovou sua conta do Wisuda. Agora você pode entrar com este endereço de e-mail ou seu NIM.',
      'Se ainda não confirmou seu endereço de e-mail, abra primeiro o link de confirmação que enviamos no cadastro.',
    ],
    action: 'Entrar',
  },
  rejected: {
    subject: 'Seu cadastro no Wisuda foi recusado',
    greeting: 'Olá, %{name},',
    lines: [
      'Um administrador não aprovou seu cadastro no Wisuda, então esta conta não pode entrar.',
      'Se você acha que é um engano, fale com o administrador da sua universidade.',
    ],
  },
};
