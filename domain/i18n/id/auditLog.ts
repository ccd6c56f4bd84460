/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'Log Audit' },
    menu: { items: { auditLog: 'Log Audit' } },
    audit_log: {
      unknown_writer: 'Oleh server atau akun lain',
      fields: {
        created_at: 'Waktu',
        user_name: 'Oleh',
        user_id: 'Id pengguna',
        action: 'Aksi',
        resource: 'Sumber daya',
        record_id: 'Data',
        ip: 'Alamat IP',
        before: 'Sebelum',
        after: 'Sesudah',
        created_at_gte: 'Dari',
        created_at_lte: 'Sampai',
      },
    },
  },
};

export default auditLog;
