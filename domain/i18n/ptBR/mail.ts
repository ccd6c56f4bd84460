import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const ptBR: MailCatalog = {
  verification: {
    subject: 'Confirme seu e-mail do Wisuda',
    greeting: 'Olá,',
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
    greeting: 'Olá,',
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
  emailChangeRequested: {
    subject: 'O e-mail da sua conta Wisuda vai mudar',
    greeting: 'Olá, %{name},',
    lines: [
      'Alguém conectado à sua conta Wisuda pediu para mudar o endereço de e-mail dela para %{email}. A mudança só acontece quando o link enviado a esse endereço for aberto.',
      'Se foi você, não há nada a fazer aqui. Se não foi, cancele a mudança com o botão abaixo: todas as sessões da sua conta serão encerradas. Depois escolha uma nova senha, porque quem pediu conhece a atual.',
    ],
    action: 'Cancelar a mudança',
    links: ['Escolher uma nova senha:'],
  },
  emailInUse: {
    subject: 'Alguém tentou usar seu e-mail no Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Alguém pediu que outra conta Wisuda usasse este endereço de e-mail. Ele já pertence à sua conta, então nada foi alterado.',
    ],
    links: ['Entrar:'],
    footer: 'Se você não sabe nada sobre isso, ignore este e-mail; sua conta não mudou.',
  },
  claimInvitation: {
    subject: 'Sua conta de estudante no Wisuda',
    greeting: 'Olá, %{name},',
    lines: [
      'Alguém se cadastrou no Wisuda com o NIM %{nim}. Sua universidade mantém este endereço de e-mail para esse registro de estudante, por isso a conta só é aberta a partir daqui.',
      'Se foi você, abra o link abaixo para escolher sua senha; depois entre com este e-mail ou com seu NIM. O link vale por %{smart_count} dia e funciona uma única vez. |||| Se foi você, abra o link abaixo para escolher sua senha; depois entre com este e-mail ou com seu NIM. O link vale por %{smart_count} dias e funciona uma única vez.',
    ],
    action: 'Escolher senha',
    links: ['Link expirado? Peça um novo aqui:'],
    footer: 'Se não foi você, ignore este e-mail: ninguém pode usar a conta sem este link.',
  },
  claimMailedToRecord: {
    subject: 'Cadastro no Wisuda: confira o e-mail que sua universidade mantém',
    greeting: 'Olá,',
    lines: [
      'O NIM %{nim} já consta na sua universidade, com outro endereço de e-mail. Para que só o próprio estudante abra a conta, o link para escolher uma senha foi enviado a esse endereço.',
      'Abra o link a partir dessa caixa de correio. Se você não usa mais esse endereço, peça ao administrador da sua universidade que o corrija e lhe envie um convite.',
    ],
    footer: 'Se você não se cadastrou, ignore este e-mail.',
  },
  claimNeedsUniversity: {
    subject: 'Cadastro no Wisuda: peça um convite à sua universidade',
    greeting: 'Olá,',
    lines: [
      'O NIM %{nim} já consta na sua universidade, mas nenhum endereço de e-mail registrado lá pode confirmar que ele é seu, então nenhuma conta foi aberta.',
      'Peça ao administrador da sua universidade que adicione seu e-mail ao seu registro e lhe envie um convite.',
    ],
    footer: 'Se você não se cadastrou, ignore este e-mail.',
  },
  planQuotaWarning: {
    subject: 'Wisuda: %{pt} usou %{percent}% de seus %{quota}',
    greeting: 'Olá, %{name},',
    lines: [
      '%{pt} usou %{used} dos %{allowed} %{quota} que o plano %{plan} permite (%{percent}%).',
      'Quando o limite for atingido, nada mais deste tipo poderá ser adicionado. Remova o que não for mais necessário ou peça um plano maior.',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda: %{pt} atingiu o limite de %{quota}',
    greeting: 'Olá, %{name},',
    lines: [
      '%{pt} usou todos os %{allowed} %{quota} que o plano %{plan} permite (%{used} em uso).',
      'Nada mais deste tipo pode ser adicionado até que algo seja removido ou o plano seja alterado. Peça um plano maior para continuar.',
    ],
  },
};
