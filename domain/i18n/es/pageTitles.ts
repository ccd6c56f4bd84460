/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: 'Panel',
      galeriMahasiswa: 'Mi galería',
      galeriList: 'Galería',
      profile: 'Perfil',
      sub: {
        add: 'Añadir',
        edit: 'Editar',
        show: 'Detalle',
      },
    },
  },
};

export default pageTitles;
