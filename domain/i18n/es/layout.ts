/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'General',
        menu: 'Menú',
        master: 'Datos maestros',
        setting: 'Configuración',
        pinned: 'Fijados',
      },
      submenus: {
        perguruanTinggi: 'Universidades',
        galeri: 'Galería',
        hakAkses: 'Derechos de acceso',
      },
      items: {
        dashboard: 'Panel',
        acara: 'Eventos',
        galeriMahasiswa: 'Galería',
        fileGroup: 'Grupos de galería',
        galeriList: 'Galería',
        perguruanTinggi: 'Universidades',
        bentukPt: 'Tipo de institución',
        fakultas: 'Facultades',
        programStudi: 'Programas de estudio',
        mahasiswa: 'Estudiantes',
        appSettings: 'Aplicación',
        plan: 'Planes de suscripción',
        user: 'Usuarios',
        role: 'Roles',
        permission: 'Permisos',
        profile: 'Perfil',
        mailOutbox: 'Bandeja de salida',
      },
    },
    layout: {
      sidebar: {
        label: 'Menú principal',
        search: 'Buscar en el menú',
        no_match: 'Ningún elemento del menú coincide con «%{term}»',
        pin: 'Fijar %{name}',
        unpin: 'Desfijar %{name}',
        home: '%{name}, ir al panel',
      },
      header: {
        search_label: 'Buscar páginas',
        search_placeholder: 'Buscar páginas…',
        open_search: 'Buscar páginas',
        no_results: 'No se encontró ninguna página',
        bookmarks: 'Páginas fijadas',
        bookmarks_empty: 'Fije páginas en la barra lateral para encontrarlas aquí.',
        language: 'Idioma: %{name}',
        dark_mode: 'Cambiar al modo oscuro',
        light_mode: 'Cambiar al modo claro',
        profile: 'Perfil',
        logout: 'Cerrar sesión',
      },
      footer: {
        copyright: 'Copyright %{year} © %{university}',
      },
      page: {
        home: 'Inicio (panel)',
        breadcrumb: 'Ruta de navegación',
      },
      scroll_top: 'Volver arriba',
      loading: 'Cargando la página',
      copy: {
        copy: 'Copiar',
        copy_named: 'Copiar %{name}',
        copied: 'Copiado al portapapeles',
        failed: 'No se pudo copiar',
      },
      lazy: {
        loading: 'Cargando la pantalla',
        error_title: 'No se pudo cargar esta pantalla',
        error_timeout: 'La carga tardó más de 2 minutos. Compruebe su conexión e inténtelo de nuevo.',
        error_network:
          'No se pudo descargar parte de la aplicación. Compruebe su conexión e inténtelo de nuevo.',
        error_other_title: 'Esta pantalla dejó de funcionar',
        error_other: 'Se produjo un error inesperado. Inténtelo de nuevo o recargue la página.',
        retry: 'Reintentar',
        reload: 'Recargar la página',
      },
    },
  },
};

export default layout;
