/**
 * Page titles (document.title and the page header) of the built-in pages in this language; a
 * resource's page is titled by its name (`resources.<route>.name`). Indonesian: the product's titles (docs/product.md#routes).
 */
const pageTitles = {
  app: {
    page_titles: {
      dashboard: '仪表盘',
      galeriMahasiswa: '我的相册',
      galeriList: '相册',
      profile: '个人资料',
      sub: {
        add: '新增',
        edit: '编辑',
        show: '详情',
      },
    },
  },
};

export default pageTitles;
