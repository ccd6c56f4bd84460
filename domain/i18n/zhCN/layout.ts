/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: '常规',
        menu: '菜单',
        master: '主数据',
        setting: '设置',
        pinned: '已固定',
      },
      submenus: {
        perguruanTinggi: '高校',
        galeri: '相册',
        hakAkses: '访问权限',
      },
      items: {
        dashboard: '仪表盘',
        acara: '活动',
        galeriMahasiswa: '相册',
        fileGroup: '相册分组',
        galeriList: '相册',
        perguruanTinggi: '高校',
        bentukPt: '高校类型',
        fakultas: '学院',
        programStudi: '专业',
        mahasiswa: '学生',
        appSettings: '应用',
        plan: '订阅套餐',
        user: '用户',
        role: '角色',
        permission: '权限',
        profile: '个人资料',
        mailOutbox: '邮件发件箱',
      },
    },
    layout: {
      sidebar: {
        label: '主菜单',
        search: '搜索菜单',
        no_match: '没有与“%{term}”匹配的菜单项',
        pin: '固定 %{name}',
        unpin: '取消固定 %{name}',
        home: '%{name}，前往仪表盘',
      },
      header: {
        search_label: '搜索页面',
        search_placeholder: '搜索页面…',
        open_search: '搜索页面',
        no_results: '未找到页面',
        bookmarks: '已固定的页面',
        bookmarks_empty: '在侧边栏中固定页面，即可在此处找到它们。',
        language: '语言：%{name}',
        dark_mode: '切换到深色模式',
        light_mode: '切换到浅色模式',
        profile: '个人资料',
        logout: '退出登录',
      },
      footer: {
        copyright: '版权所有 %{year} © %{university}',
      },
      page: {
        home: '首页（仪表盘）',
        breadcrumb: '面包屑导航',
      },
      scroll_top: '返回顶部',
      loading: '正在加载页面',
      copy: {
        copy: '复制',
        copy_named: '复制%{name}',
        copied: '已复制到剪贴板',
        failed: '复制失败',
      },
      lazy: {
        loading: '正在加载界面',
        error_title: '无法加载此界面',
        error_timeout: '加载时间超过 2 分钟。请检查网络连接后重试。',
        error_network: '应用的部分内容无法下载。请检查网络连接后重试。',
        error_other_title: '此界面已停止工作',
        error_other: '发生意外错误。请重试或重新加载页面。',
        retry: '重试',
        reload: '重新加载页面',
      },
    },
  },
};

export default layout;
