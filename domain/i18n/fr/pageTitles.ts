/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: 'Tableau de bord',
      galeriMahasiswa: 'Ma galerie',
      galeriList: 'Galerie',
      profile: 'Profil',
      sub: {
        add: 'Ajouter',
        edit: 'Modifier',
        show: 'Détail',
      },
    },
  },
};

export default pageTitles;
