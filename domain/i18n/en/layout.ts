/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'General',
        menu: 'Menu',
        master: 'Master data',
        setting: 'Settings',
        pinned: 'Pinned',
      },
      submenus: {
        perguruanTinggi: 'Universities',
        galeri: 'Gallery',
        hakAkses: 'Access rights',
      },
      items: {
        dashboard: 'Dashboard',
        acara: 'Events',
        galeriMahasiswa: 'Gallery',
        fileGroup: 'Gallery groups',
        galeriList: 'Gallery',
        perguruanTinggi: 'Universities',
        bentukPt: 'Institution forms',
        fakultas: 'Faculties',
        programStudi: 'Study programs',
        mahasiswa: 'Students',
        appSettings: 'Application',
        plan: 'Subscription packages',
        user: 'Users',
        role: 'Roles',
        permission: 'Permissions',
        profile: 'Profile',
        mailOutbox: 'Mail Outbox',
      },
    },
    layout: {
      sidebar: {
        label: 'Main menu',
        search: 'Search menu',
        no_match: 'No menu item matches "%{term}"',
        pin: 'Pin %{name}',
        unpin: 'Unpin %{name}',
        home: '%{name}, go to the dashboard',
      },
      header: {
        search_label: 'Search pages',
        search_placeholder: 'Search pages…',
        open_search: 'Search pages',
        no_results: 'No page found',
        bookmarks: 'Pinned pages',
        bookmarks_empty: 'Pin pages in the sidebar to find them here.',
        language: 'Language: %{name}',
        dark_mode: 'Switch to dark mode',
        light_mode: 'Switch to light mode',
        profile: 'Profile',
        logout: 'Log out',
      },
      footer: {
        copyright: 'Copyright %{year} © %{university}',
      },
      page: {
        home: 'Home (dashboard)',
        breadcrumb: 'Breadcrumb',
      },
      scroll_top: 'Back to top',
      loading: 'Loading the page',
      copy: {
        copy: 'Copy',
        copy_named: 'Copy %{name}',
        copied: 'Copied to the clipboard',
        failed: 'Copying failed',
      },
      lazy: {
        loading: 'Loading the screen',
        error_title: 'This screen could not be loaded',
        error_timeout: 'Loading took longer than 2 minutes. Check your connection and try again.',
        error_network:
          'Part of the application could not be downloaded. Check your connection and try again.',
        error_other_title: 'This screen stopped working',
        error_other: 'An unexpected error occurred. Try again, or reload the page.',
        retry: 'Try again',
        reload: 'Reload page',
      },
    },
  },
};

export default layout;
