/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'Allgemein',
        menu: 'Menü',
        master: 'Stammdaten',
        setting: 'Einstellungen',
        pinned: 'Angeheftet',
      },
      submenus: {
        perguruanTinggi: 'Hochschulen',
        galeri: 'Galerie',
        hakAkses: 'Zugriffsrechte',
      },
      items: {
        dashboard: 'Dashboard',
        acara: 'Veranstaltungen',
        galeriMahasiswa: 'Galerie',
        fileGroup: 'Galerie-Gruppen',
        galeriList: 'Galerie',
        perguruanTinggi: 'Hochschulen',
        bentukPt: 'Hochschulform',
        fakultas: 'Fakultäten',
        programStudi: 'Studiengänge',
        mahasiswa: 'Studierende',
        appSettings: 'Anwendung',
        plan: 'Abonnement-Pakete',
        user: 'Benutzer',
        role: 'Rollen',
        permission: 'Berechtigungen',
        profile: 'Profil',
        mailOutbox: 'E-Mail-Postausgang',
      },
    },
    layout: {
      sidebar: {
        label: 'Hauptmenü',
        search: 'Menü durchsuchen',
        no_match: 'Kein Menüeintrag passt zu „%{term}“',
        pin: '%{name} anheften',
        unpin: '%{name} lösen',
        home: '%{name}, zum Dashboard',
      },
      header: {
        search_label: 'Seiten suchen',
        search_placeholder: 'Seiten suchen…',
        open_search: 'Seiten suchen',
        no_results: 'Keine Seite gefunden',
        bookmarks: 'Angeheftete Seiten',
        bookmarks_empty: 'Heften Sie Seiten in der Seitenleiste an, um sie hier zu finden.',
        language: 'Sprache: %{name}',
        dark_mode: 'Zum dunklen Modus wechseln',
        light_mode: 'Zum hellen Modus wechseln',
        profile: 'Profil',
        logout: 'Abmelden',
      },
      footer: {
        copyright: 'Copyright %{year} © %{university}',
      },
      page: {
        home: 'Startseite (Dashboard)',
        breadcrumb: 'Brotkrumennavigation',
      },
      scroll_top: 'Nach oben',
      loading: 'Seite wird geladen',
      copy: {
        copy: 'Kopieren',
        copy_named: '%{name} kopieren',
        copied: 'In die Zwischenablage kopiert',
        failed: 'Kopieren fehlgeschlagen',
      },
      lazy: {
        loading: 'Ansicht wird geladen',
        error_title: 'Diese Ansicht konnte nicht geladen werden',
        error_timeout:
          'Das Laden dauerte länger als 2 Minuten. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
        error_network:
          'Ein Teil der Anwendung konnte nicht heruntergeladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
        error_other_title: 'Diese Ansicht funktioniert nicht mehr',
        error_other:
          'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es erneut oder laden Sie die Seite neu.',
        retry: 'Erneut versuchen',
        reload: 'Seite neu laden',
      },
    },
  },
};

export default layout;
