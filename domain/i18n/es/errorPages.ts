/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Volver al panel',
      to_login: 'Ir a iniciar sesión',
      retry: 'Reintentar',
      code: 'Error %{code}',
      not_found: {
        title: 'Página no encontrada',
        message: 'La página que buscas no existe o se ha movido. Comprueba la dirección o vuelve al inicio.',
      },
      server_error: {
        title: 'Algo salió mal',
        message:
          'El servidor no pudo completar la solicitud. Inténtalo de nuevo en un momento; si sigue ocurriendo, avisa a tu administrador.',
      },
      unavailable: {
        title: 'Servicio no disponible',
        message:
          'Wisuda no está disponible por un momento (mantenimiento o caída de la base de datos). Inténtalo de nuevo en unos minutos.',
      },
      link_expired: {
        title: 'Enlace caducado o ya utilizado',
        message:
          'Este enlace ya no funciona: ha caducado o ya se ha utilizado. Los enlaces de nuestros correos sirven una sola vez y por tiempo limitado.',
        new_reset_link: 'Solicitar un nuevo enlace de restablecimiento',
      },
    },
  },
};

export default errorPages;
