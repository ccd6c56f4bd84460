/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: 'لوحة التحكم',
      galeriMahasiswa: 'معرضي',
      galeriList: 'المعرض',
      profile: 'الملف الشخصي',
      sub: {
        add: 'إضافة',
        edit: 'تعديل',
        show: 'التفاصيل',
      },
    },
  },
};

export default pageTitles;
