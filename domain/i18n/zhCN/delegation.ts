/** 委派：当前登录用户不能授予的内容（docs/security.md）。 */
export default {
  app: {
    delegation: {
      permissions_hint: '您没有的权限显示为灰色：您不能授予它们。',
      permission_not_held: '您没有 %{permission}，因此不能授予它。',
      roles_hint: '拥有您没有的权限的角色显示为灰色：您不能授予它们。',
      role_not_grantable: '拥有您没有的权限：%{missing}',
    },
  },
};
