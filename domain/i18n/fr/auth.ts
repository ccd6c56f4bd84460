/** Connexion, inscription, réinitialisation du mot de passe, vérification de l’e-mail, tableaux de bord et page 403. */
export default {
  app: {
    auth: {
      links_label: 'Autres options',
      show_password: 'Afficher le mot de passe',
      hide_password: 'Masquer le mot de passe',
      fields: {
        login: 'E-mail ou NIM',
        password: 'Mot de passe',
        new_password: 'Nouveau mot de passe',
        password_confirmation: 'Confirmer le mot de passe',
        name: 'Nom complet',
        email: 'E-mail',
        nim: 'NIM (numéro d’étudiant)',
        university: 'Université',
      },
      errors: {
        generic: 'Une erreur est survenue. Veuillez réessayer.',
        network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
        throttled_plain: 'Trop de tentatives. Patientez un instant puis réessayez.',
      },
      login: {
        title: 'Connexion',
        subtitle: 'Connectez-vous avec votre adresse e-mail ou votre NIM.',
        submit: 'Se connecter',
        forgot: 'Mot de passe oublié ?',
        no_account: 'Pas encore de compte ?',
        register: 'S’inscrire',
      },
      register: {
        title: 'Créer un compte',
        subtitle:
          'Inscrivez-vous en tant que diplômé. Nous vous enverrons un e-mail pour confirmer votre adresse.',
        submit: 'S’inscrire',
        have_account: 'Vous avez déjà un compte ?',
        login: 'Se connecter',
        closed: 'Les inscriptions sont actuellement fermées. Veuillez contacter votre université.',
        options_failed: 'La liste des universités n’a pas pu être chargée. Rechargez la page pour réessayer.',
      },
      register_success: {
        title: 'Inscription reçue',
        message:
          'Votre compte a été créé. Nous vous avons envoyé un e-mail contenant un lien de confirmation.',
        message_to: 'Votre compte a été créé. Nous avons envoyé un lien de confirmation à %{email}.',
        hint: 'Ouvrez le lien de l’e-mail pour activer votre compte, puis connectez-vous. Pas d’e-mail ? Vérifiez vos courriers indésirables.',
        to_login: 'Aller à la connexion',
      },
      verify: {
        title: 'Vérification de l’e-mail',
        checking: 'Vérification de votre lien de confirmation…',
        success: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
        failed: 'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé.',
        help: 'Si votre adresse est déjà confirmée, connectez-vous simplement. Sinon, demandez ci-dessous un nouveau lien de confirmation.',
        to_login: 'Aller à la connexion',
        register_again: 'S’inscrire à nouveau',
      },
      resend: {
        title: 'Envoyer un nouveau lien de confirmation',
        submit: 'Renvoyer le lien',
        sent: 'Si cette adresse doit encore être confirmée, un nouveau lien est en route.',
      },
      forgot: {
        title: 'Mot de passe oublié',
        subtitle:
          'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour définir un nouveau mot de passe.',
        submit: 'Envoyer le lien',
        sent: 'Si un compte existe pour %{email}, un lien pour définir un nouveau mot de passe est en route. Le lien est valable une heure.',
        back_to_login: 'Retour à la connexion',
      },
      reset: {
        title: 'Définir un nouveau mot de passe',
        subtitle:
          'Choisissez un nouveau mot de passe de 12 à 128 caractères. Toutes vos autres sessions seront fermées.',
        submit: 'Enregistrer le mot de passe',
        new_link: 'Demander un nouveau lien',
      },
      reset_success: {
        title: 'Mot de passe modifié',
        message: 'Votre nouveau mot de passe est enregistré. Connectez-vous maintenant avec celui-ci.',
        to_login: 'Aller à la connexion',
      },
    },
    dashboard: {
      welcome: 'Bienvenue, %{name} !',
      role: 'Rôle : %{role}',
      admin_intro:
        'Gérez les universités, les étudiants, les cérémonies de remise des diplômes et les galeries de %{app}.',
      mahasiswa_intro: 'Vous trouverez ici votre profil et les photos de votre remise de diplôme.',
      quick_links: 'Accès rapides',
      links: {
        mahasiswa: 'Étudiants',
        mahasiswa_hint: 'Diplômés et leurs comptes',
        perguruan_tinggi: 'Universités',
        perguruan_tinggi_hint: 'Universités, facultés et programmes d’études',
        acara: 'Événements',
        acara_hint: 'Cérémonies de remise des diplômes et leur calendrier',
        galeri: 'Galeries',
        galeri_hint: 'Groupes de photos et envois',
        users: 'Utilisateurs',
        users_hint: 'Comptes, rôles et autorisations',
        settings: 'Paramètres de l’application',
        settings_hint: 'Nom, logo et couleurs',
        profile: 'Mon profil',
        profile_hint: 'Vos données personnelles et de remise de diplôme',
        my_gallery: 'Mes photos',
        my_gallery_hint: 'Les photos de votre remise de diplôme',
      },
      profile: {
        title: 'Mon profil',
        coming: 'Votre profil complet apparaîtra ici.',
      },
      gallery: {
        title: 'Mes photos',
        coming: 'Les photos de votre remise de diplôme apparaîtront ici dès leur publication.',
      },
    },
    errors: {
      forbidden: {
        title: 'Accès refusé',
        message: 'Vous n’avez pas l’autorisation d’ouvrir cette page.',
        signed_in_as: 'Connecté en tant que %{name} (%{role}).',
        to_dashboard: 'Retour au tableau de bord',
        logout: 'Se déconnecter et utiliser un autre compte',
        to_login: 'Aller à la connexion',
      },
    },
  },
};
