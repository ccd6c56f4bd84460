import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const es: MailCatalog = {
  verification: {
    subject: 'Verifica tu correo de Wisuda',
    greeting: 'Hola:',
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
    greeting: 'Hola:',
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
  emailChangeRequested: {
    subject: 'La dirección de correo de tu cuenta de Wisuda va a cambiar',
    greeting: 'Hola, %{name}:',
    lines: [
      'Alguien con sesión iniciada en tu cuenta de Wisuda pidió cambiar su dirección de correo a %{email}. El cambio solo se hace cuando se abre el enlace enviado a esa dirección.',
      'Si fuiste tú, no tienes que hacer nada aquí. Si no fuiste tú, cancela el cambio con el botón de abajo: se cerrarán todas las sesiones de tu cuenta. Después elige una contraseña nueva, porque quien lo pidió conoce la actual.',
    ],
    action: 'Cancelar el cambio',
    links: ['Elegir una contraseña nueva:'],
  },
  emailInUse: {
    subject: 'Alguien intentó usar tu dirección de correo en Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Alguien pidió que otra cuenta de Wisuda use esta dirección de correo. Ya pertenece a tu cuenta, así que no se cambió nada.',
    ],
    links: ['Iniciar sesión:'],
    footer: 'Si no sabes nada de esto, ignora este correo; tu cuenta no ha cambiado.',
  },
  claimInvitation: {
    subject: 'Tu cuenta de estudiante en Wisuda',
    greeting: 'Hola, %{name}:',
    lines: [
      'Alguien se registró en Wisuda con el NIM %{nim}. Tu universidad tiene esta dirección de correo para ese expediente de estudiante, por eso su cuenta solo se abre desde aquí.',
      'Si fuiste tú, abre el enlace de abajo para elegir tu contraseña; después inicia sesión con esta dirección o con tu NIM. El enlace es válido durante %{smart_count} día y funciona una sola vez. |||| Si fuiste tú, abre el enlace de abajo para elegir tu contraseña; después inicia sesión con esta dirección o con tu NIM. El enlace es válido durante %{smart_count} días y funciona una sola vez.',
    ],
    action: 'Elegir contraseña',
    links: ['¿Ha caducado el enlace? Pide uno nuevo aquí:'],
    footer: 'Si no fuiste tú, ignora este correo: nadie puede usar la cuenta sin este enlace.',
  },
  claimMailedToRecord: {
    subject: 'Registro en Wisuda: revisa la dirección de correo que tiene tu universidad',
    greeting: 'Hola:',
    lines: [
      'El NIM %{nim} ya figura en tu universidad con otra dirección de correo. Para que solo el propio estudiante abra su cuenta, el enlace para elegir una contraseña se envió a esa dirección.',
      'Abre el enlace desde ese buzón. Si ya no usas esa dirección, pide al administrador de tu universidad que la corrija y te envíe una invitación.',
    ],
    footer: 'Si no te registraste, ignora este correo.',
  },
  claimNeedsUniversity: {
    subject: 'Registro en Wisuda: pide una invitación a tu universidad',
    greeting: 'Hola:',
    lines: [
      'El NIM %{nim} ya figura en tu universidad, pero ninguna dirección de correo registrada allí puede confirmar que es tuyo, así que no se abrió ninguna cuenta.',
      'Pide al administrador de tu universidad que añada tu dirección de correo a tu expediente y te envíe una invitación.',
    ],
    footer: 'Si no te registraste, ignora este correo.',
  },
  planQuotaWarning: {
    subject: 'Wisuda: %{pt} ha usado el %{percent} % de sus %{quota}',
    greeting: 'Hola, %{name}:',
    lines: [
      '%{pt} ha usado %{used} de los %{allowed} %{quota} que permite su plan %{plan} (%{percent} %).',
      'Cuando se alcance el límite, no se podrá añadir nada más de este tipo. Elimine lo que ya no necesite o solicite un plan mayor.',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda: %{pt} ha alcanzado su límite de %{quota}',
    greeting: 'Hola, %{name}:',
    lines: [
      '%{pt} ha usado los %{allowed} %{quota} que permite su plan %{plan} (%{used} en uso).',
      'No se podrá añadir nada más de este tipo hasta que se elimine algo o se cambie el plan. Solicite un plan mayor para continuar.',
    ],
  },
};
