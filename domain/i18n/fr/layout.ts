/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'Général',
        menu: 'Menu',
        master: 'Données de référence',
        setting: 'Paramètres',
        pinned: 'Épinglés',
      },
      submenus: {
        perguruanTinggi: 'Universités',
        galeri: 'Galerie',
        hakAkses: "Droits d'accès",
      },
      items: {
        dashboard: 'Tableau de bord',
        acara: 'Événements',
        galeriMahasiswa: 'Galerie',
        fileGroup: 'Groupes de galerie',
        galeriList: 'Galerie',
        perguruanTinggi: 'Universités',
        bentukPt: "Type d'établissement",
        fakultas: 'Facultés',
        programStudi: "Programmes d'études",
        mahasiswa: 'Étudiants',
        appSettings: 'Application',
        plan: "Formules d'abonnement",
        user: 'Utilisateurs',
        role: 'Rôles',
        permission: 'Permissions',
        profile: 'Profil',
        mailOutbox: 'Boîte d’envoi',
      },
    },
    layout: {
      sidebar: {
        label: 'Menu principal',
        search: 'Rechercher dans le menu',
        no_match: 'Aucun élément du menu ne correspond à « %{term} »',
        pin: 'Épingler %{name}',
        unpin: 'Désépingler %{name}',
        home: '%{name}, aller au tableau de bord',
      },
      header: {
        search_label: 'Rechercher des pages',
        search_placeholder: 'Rechercher des pages…',
        open_search: 'Rechercher des pages',
        no_results: 'Aucune page trouvée',
        bookmarks: 'Pages épinglées',
        bookmarks_empty: 'Épinglez des pages dans la barre latérale pour les retrouver ici.',
        language: 'Langue : %{name}',
        dark_mode: 'Passer en mode sombre',
        light_mode: 'Passer en mode clair',
        profile: 'Profil',
        logout: 'Se déconnecter',
      },
      footer: {
        copyright: 'Copyright %{year} © %{university}',
      },
      page: {
        home: 'Accueil (tableau de bord)',
        breadcrumb: "Fil d'Ariane",
      },
      scroll_top: 'Retour en haut',
      loading: 'Chargement de la page',
      copy: {
        copy: 'Copier',
        copy_named: 'Copier %{name}',
        copied: 'Copié dans le presse-papiers',
        failed: 'La copie a échoué',
      },
      lazy: {
        loading: "Chargement de l'écran",
        error_title: "Cet écran n'a pas pu être chargé",
        error_timeout: 'Le chargement a pris plus de 2 minutes. Vérifiez votre connexion et réessayez.',
        error_network:
          "Une partie de l'application n'a pas pu être téléchargée. Vérifiez votre connexion et réessayez.",
        error_other_title: 'Cet écran a cessé de fonctionner',
        error_other: 'Une erreur inattendue est survenue. Réessayez ou rechargez la page.',
        retry: 'Réessayer',
        reload: 'Recharger la page',
      },
    },
  },
};

export default layout;
