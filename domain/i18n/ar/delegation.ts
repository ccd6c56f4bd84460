/** التفويض: ما لا يستطيع المستخدم المسجَّل دخوله منحه (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint: 'الصلاحيات التي لا تملكها معروضة باللون الرمادي: لا يمكنك منحها.',
      permission_not_held: 'أنت لا تملك %{permission}، لذا لا يمكنك منحها.',
      roles_hint: 'الأدوار التي تملك صلاحيات لا تملكها معروضة باللون الرمادي: لا يمكنك منحها.',
      role_not_grantable: 'يملك صلاحيات لا تملكها: %{missing}',
    },
  },
};
