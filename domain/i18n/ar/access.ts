/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'شاشات دورك على بُعد نقرة.',
      nothing_open: 'لا يفتح دورك أي شاشة بعد. اطلب من المسؤول منحه الصلاحيات التي يحتاجها.',
    },
    access: {
      refused: 'لا يمكنك قراءة %{name}: دورك لا يملك الصلاحية %{permission}.',
      title: 'الوصول إلى %{name}',
    },
  },
};
