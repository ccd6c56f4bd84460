/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'Audit Log' },
    menu: { items: { auditLog: 'Audit Log' } },
    audit_log: {
      unknown_writer: 'By the server or another account',
      fields: {
        created_at: 'Time',
        user_name: 'By',
        user_id: 'User id',
        action: 'Action',
        resource: 'Resource',
        record_id: 'Record',
        ip: 'IP address',
        before: 'Before',
        after: 'After',
        created_at_gte: 'From',
        created_at_lte: 'Until',
      },
    },
  },
};

export default auditLog;
