/** Dashboard-Zahlen, Diagramme und der Countdown der Studierenden. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Hochschulen',
        mahasiswa: 'Studierende',
        acara: 'Veranstaltungen',
        foto: 'Fotos',
        students: 'Studierende',
        photos: 'Fotos',
        next_acara: 'Nächste Feier',
        no_next_acara: 'Es ist keine Feier geplant.',
        registered: '%{smart_count} Person angemeldet |||| %{smart_count} Personen angemeldet',
      },
      charts: {
        per_pt: 'Studierende pro Hochschule',
        per_acara: 'Studierende pro Feier',
        uploads: 'Hochgeladene Fotos der letzten 30 Tage',
      },
      student: {
        my_acara: 'Meine Abschlussfeier',
        no_acara: 'Sie sind noch keiner Feier zugeordnet.',
        countdown_done: 'Die Feier hat begonnen oder ist vorbei. Herzlichen Glückwunsch!',
        countdown_label: 'Verbleibend: %{days} T., %{hours} Std., %{minutes} Min.',
        units: { days: 'Tage', hours: 'Stunden', minutes: 'Minuten', seconds: 'Sekunden' },
        profile: 'Vollständigkeit des Profils',
        profile_done: 'Ihr Profil ist vollständig.',
        profile_todo: 'Vervollständigen Sie Ihr Profil, damit am Tag der Feier alles stimmt.',
        edit_profile: 'Profil vervollständigen',
        newest: 'Neueste Fotos von mir (%{smart_count})',
        open_gallery: 'Meine Galerie öffnen',
        no_photos: 'Noch keine Fotos von Ihnen.',
      },
    },
  },
};
