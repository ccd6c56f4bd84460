/** Cifras del panel, gráficos y la cuenta atrás del estudiante. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Universidades',
        mahasiswa: 'Estudiantes',
        acara: 'Eventos',
        foto: 'Fotos',
        students: 'Estudiantes',
        photos: 'Fotos',
        next_acara: 'Próxima ceremonia',
        no_next_acara: 'No hay ninguna ceremonia prevista.',
        registered: '%{smart_count} estudiante inscrito |||| %{smart_count} estudiantes inscritos',
      },
      charts: {
        per_pt: 'Estudiantes por universidad',
        per_acara: 'Estudiantes por ceremonia',
        uploads: 'Fotos subidas en los últimos 30 días',
      },
      student: {
        my_acara: 'Mi graduación',
        no_acara: 'Todavía no tienes ceremonia asignada.',
        countdown_done: 'La ceremonia ha comenzado o ya terminó. ¡Felicidades!',
        countdown_label: 'Tiempo restante: %{days} d, %{hours} h, %{minutes} min',
        units: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
        profile: 'Perfil completado',
        profile_done: 'Tu perfil está completo.',
        profile_todo: 'Completa tu perfil para que tus datos sean correctos el día de la ceremonia.',
        edit_profile: 'Completar mi perfil',
        newest: 'Mis fotos más recientes (%{smart_count})',
        open_gallery: 'Abrir mi galería',
        no_photos: 'Todavía no hay fotos tuyas.',
      },
    },
  },
};
