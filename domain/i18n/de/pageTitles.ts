/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: 'Dashboard',
      galeriMahasiswa: 'Meine Galerie',
      galeriList: 'Galerie',
      profile: 'Profil',
      sub: {
        add: 'Hinzufügen',
        edit: 'Bearbeiten',
        show: 'Details',
      },
    },
  },
};

export default pageTitles;
