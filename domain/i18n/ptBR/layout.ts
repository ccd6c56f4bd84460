/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'Geral',
        menu: 'Menu',
        master: 'Dados mestres',
        setting: 'Configurações',
        pinned: 'Fixados',
      },
      submenus: {
        perguruanTinggi: 'Universidades',
        galeri: 'Galeria',
        hakAkses: 'Direitos de acesso',
      },
      items: {
        dashboard: 'Painel',
        acara: 'Eventos',
        galeriMahasiswa: 'Galeria',
        fileGroup: 'Grupos da galeria',
        galeriList: 'Galeria',
        perguruanTinggi: 'Universidades',
        bentukPt: 'Tipo de instituição',
        fakultas: 'Faculdades',
        programStudi: 'Programas de estudo',
        mahasiswa: 'Estudantes',
        appSettings: 'Aplicação',
        plan: 'Planos de assinatura',
        user: 'Usuários',
        role: 'Papéis',
        permission: 'Permissões',
        profile: 'Perfil',
        mailOutbox: 'Caixa de saída',
      },
    },
    layout: {
      sidebar: {
        label: 'Menu principal',
        search: 'Pesquisar no menu',
        no_match: 'Nenhum item do menu corresponde a "%{term}"',
        pin: 'Fixar %{name}',
        unpin: 'Desafixar %{name}',
        home: '%{name}, ir para o painel',
      },
      header: {
        search_label: 'Pesquisar páginas',
        search_placeholder: 'Pesquisar páginas…',
        open_search: 'Pesquisar páginas',
        no_results: 'Nenhuma página encontrada',
        bookmarks: 'Páginas fixadas',
        bookmarks_empty: 'Fixe páginas na barra lateral para encontrá-las aqui.',
        language: 'Idioma: %{name}',
        dark_mode: 'Mudar para o modo escuro',
        light_mode: 'Mudar para o modo claro',
        profile: 'Perfil',
        logout: 'Sair',
      },
      footer: {
        copyright: 'Copyright %{year} © %{university}',
      },
      page: {
        home: 'Início (painel)',
        breadcrumb: 'Trilha de navegação',
      },
      scroll_top: 'Voltar ao topo',
      loading: 'Carregando a página',
      copy: {
        copy: 'Copiar',
        copy_named: 'Copiar %{name}',
        copied: 'Copiado para a área de transferência',
        failed: 'Falha ao copiar',
      },
      lazy: {
        loading: 'Carregando a tela',
        error_title: 'Não foi possível carregar esta tela',
        error_timeout: 'O carregamento levou mais de 2 minutos. Verifique sua conexão e tente novamente.',
        error_network: 'Parte da aplicação não pôde ser baixada. Verifique sua conexão e tente novamente.',
        error_other_title: 'Esta tela parou de funcionar',
        error_other: 'Ocorreu um erro inesperado. Tente novamente ou recarregue a página.',
        retry: 'Tentar novamente',
        reload: 'Recarregar a página',
      },
    },
  },
};

export default layout;
