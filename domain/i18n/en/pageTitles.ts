/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: 'Dashboard',
      galeriMahasiswa: 'My Gallery',
      galeriList: 'Gallery',
      profile: 'Profile',
      sub: {
        add: 'Add',
        edit: 'Edit',
        show: 'Details',
      },
    },
  },
};

export default pageTitles;
