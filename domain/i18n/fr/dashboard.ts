/** Chiffres du tableau de bord, graphiques et compte à rebours de l’étudiant. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Universités',
        mahasiswa: 'Étudiants',
        acara: 'Événements',
        foto: 'Photos',
        students: 'Étudiants',
        photos: 'Photos',
        next_acara: 'Prochaine cérémonie',
        no_next_acara: 'Aucune cérémonie n’est prévue.',
        registered: '%{smart_count} étudiant inscrit |||| %{smart_count} étudiants inscrits',
      },
      charts: {
        per_pt: 'Étudiants par université',
        per_acara: 'Étudiants par cérémonie',
        uploads: 'Photos envoyées ces 30 derniers jours',
      },
      student: {
        my_acara: 'Ma remise de diplôme',
        no_acara: 'Vous n’êtes encore inscrit à aucune cérémonie.',
        countdown_done: 'La cérémonie a commencé ou est terminée. Félicitations !',
        countdown_label: 'Temps restant : %{days} j, %{hours} h, %{minutes} min',
        units: { days: 'jours', hours: 'heures', minutes: 'minutes', seconds: 'secondes' },
        profile: 'Profil complété',
        profile_done: 'Votre profil est complet.',
        profile_todo: 'Complétez votre profil pour que vos données soient justes le jour J.',
        edit_profile: 'Compléter mon profil',
        newest: 'Mes photos les plus récentes (%{smart_count})',
        open_gallery: 'Ouvrir ma galerie',
        no_photos: 'Pas encore de photos de vous.',
      },
    },
  },
};
