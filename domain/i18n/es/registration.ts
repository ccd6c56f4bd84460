/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'Un administrador aprueba las cuentas nuevas: tras confirmar su correo, espere el correo de aprobación antes de iniciar sesión.',
      },
      register_success: {
        approval_hint: 'Después un administrador revisa su registro; le escribiremos cuando sea aprobado.',
      },
    },
    users: {
      approval: {
        filter: 'Pendientes de aprobación',
        approve: 'Aprobar',
        reject: 'Rechazar',
        approved: '%{smart_count} cuenta aprobada. |||| %{smart_count} cuentas aprobadas.',
        rejected: '%{smart_count} cuenta rechazada. |||| %{smart_count} cuentas rechazadas.',
        none: 'Ninguna de las cuentas elegidas está pendiente de aprobación.',
        confirm_title: '¿Rechazar el registro? |||| ¿Rechazar %{smart_count} registros?',
        confirm_content:
          'La cuenta seguirá sin poder iniciar sesión y su titular recibirá un correo. |||| Las cuentas seguirán sin poder iniciar sesión y sus titulares recibirán un correo.',
      },
    },
  },
};
