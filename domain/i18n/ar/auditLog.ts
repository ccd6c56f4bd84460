/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'سجل التدقيق' },
    menu: { items: { auditLog: 'سجل التدقيق' } },
    audit_log: {
      unknown_writer: 'بواسطة الخادم أو حساب آخر',
      fields: {
        created_at: 'الوقت',
        user_name: 'بواسطة',
        user_id: 'معرّف المستخدم',
        action: 'الإجراء',
        resource: 'المورد',
        record_id: 'السجل',
        ip: 'عنوان IP',
        before: 'قبل',
        after: 'بعد',
        created_at_gte: 'من',
        created_at_lte: 'حتى',
      },
    },
  },
};

export default auditLog;
