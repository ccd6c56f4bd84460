/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'Audit-Protokoll' },
    menu: { items: { auditLog: 'Audit-Protokoll' } },
    audit_log: {
      unknown_writer: 'Vom Server oder einem anderen Konto',
      fields: {
        created_at: 'Zeit',
        user_name: 'Von',
        user_id: 'Benutzer-ID',
        action: 'Aktion',
        resource: 'Ressource',
        record_id: 'Datensatz',
        ip: 'IP-Adresse',
        before: 'Vorher',
        after: 'Nachher',
        created_at_gte: 'Von',
        created_at_lte: 'Bis',
      },
    },
  },
};

export default auditLog;
