/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Retour au tableau de bord',
      to_login: 'Aller à la connexion',
      retry: 'Réessayer',
      code: 'Erreur %{code}',
      not_found: {
        title: 'Page introuvable',
        message:
          "La page demandée n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil.",
      },
      server_error: {
        title: "Une erreur s'est produite",
        message:
          "Le serveur n'a pas pu traiter la demande. Réessayez dans un instant ; si cela persiste, prévenez votre administrateur.",
      },
      unavailable: {
        title: 'Service indisponible',
        message:
          'Wisuda est momentanément indisponible (maintenance ou panne de la base de données). Réessayez dans quelques minutes.',
      },
      link_expired: {
        title: 'Lien expiré ou déjà utilisé',
        message:
          "Ce lien ne fonctionne plus : il a expiré ou a déjà été utilisé. Les liens de nos e-mails ne servent qu'une fois et pour une durée limitée.",
        new_reset_link: 'Demander un nouveau lien de réinitialisation',
      },
    },
  },
};

export default errorPages;
