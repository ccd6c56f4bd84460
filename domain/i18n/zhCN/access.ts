/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: '您的角色可用的页面，一键即达。',
      nothing_open: '您的角色尚未开放任何页面。请联系管理员为其授予所需权限。',
    },
    access: {
      refused: '您无法读取 %{name}：您的角色缺少权限 %{permission}。',
      title: '访问 %{name}',
    },
  },
};
