import type { MailCatalog } from './index';

/** The mails' texts in this language (English is the reference: ./en.ts). */
export const es: MailCatalog = {
  verification: {
    subject: 'Verifica tu correo de Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Gracias por registrarte en Wisuda. Abre el enlace de abajo para verificar tu dirección de correo.',
      'El enlace es válido durante 24 horas y funciona una sola vez.',
    ],
    action: 'Verificar correo',
    footer: 'Si no te registraste, ignora este correo.',
  },
  reset: {
    subject: 'Restablece tu contraseña de Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
      'El enlace es válido durante 1 hora y funciona una sola vez. Se cerrarán todas tus sesiones.',
    ],
    action: 'Restablecer contraseña',
    footer: 'Si no lo pediste, ignora este correo; tu contraseña no cambia.',
  },
  alreadyRegistered: {
    subject: 'Intento de registro en Wisuda',
    greeting: 'Hola, %{name}:',
    lines: ['Alguien intentó registrarse en Wisuda con esta dirección de correo, pero ya tiene una cuenta.'],
    links: ['Iniciar sesión:', '¿Olvidaste tu contraseña? Restablécela aquí:'],
    footer: 'Si no fuiste tú, ignora este correo; tu cuenta no ha cambiado.',
  },
  invitation: {
    subject: 'Tu cuenta de Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Se ha creado una cuenta de Wisuda para ti. Abre el enlace de abajo para elegir tu contraseña; después inicia sesión con esta dirección de correo o tu NIM.',
      'El enlace es válido durante %{smart_count} día y funciona una sola vez. |||| El enlace es válido durante %{smart_count} días y funciona una sola vez.',
    ],
    action: 'Elegir contraseña',
    links: ['¿Ha caducado el enlace? Pide uno nuevo aquí:'],
    footer: 'Si no conoces Wisuda, ignora este correo.',
  },
  emailChange: {
    subject: 'Confirma tu nuevo correo de Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Pediste que tu cuenta de Wisuda use esta dirección de correo. Abre el enlace de abajo para confirmarla.',
      'El enlace es válido durante 24 horas y funciona una sola vez. Hasta entonces se sigue usando la dirección anterior.',
    ],
    action: 'Confirmar la nueva dirección',
    footer: 'Si no lo pediste, ignora este correo; nada cambia.',
  },
  emailChanged: {
    subject: 'Se cambió tu correo de Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Tu cuenta de Wisuda usa ahora la dirección %{email}; con esta dirección ya no se puede iniciar sesión.',
      'Si no la cambiaste tú, contacta con el administrador de inmediato.',
    ],
    links: ['¿Necesitas volver a entrar? Restablece la contraseña aquí:'],
  },
  nimTaken: {
    subject: 'Registro de Wisuda no creado',
    greeting: 'Hola, %{name}:',
    lines: [
      'El registro con el NIM %{nim} no se creó: este NIM ya tiene una cuenta en esa universidad.',
      'Si es tu cuenta, inicia sesión o restablece la contraseña con los enlaces de abajo. Si no lo es, contacta con el administrador de tu universidad.',
    ],
    links: ['Iniciar sesión:', 'Restablecer la contraseña:'],
    footer: 'Si no te registraste, ignora este correo.',
  },
  approved: {
    subject: 'Tu cuenta de Wisuda fue aprobada',
    greeting: 'Hola, %{name}:',
    lines: [
      'Un administrador aprobó tu cuenta de Wisuda. Ya puedes iniciar sesión con esta dirección de correo o tu NIM.',
      'Si aún no verificaste tu dirección de correo, abre primero el enlace de verificación que te enviamos al registrarte.',
    ],
    action: 'Iniciar sesión',
  },
  rejected: {
    subject: 'Tu registro en Wisuda fue rechazado',
    greeting: 'Hola, %{name}:',
    lines: [
      'Un administrador no aprobó tu registro en Wisuda, por lo que esta cuenta no puede iniciar sesión.',
      'Si crees que es un error, contacta con el administrador de tu universidad.',
    ],
  },
};
