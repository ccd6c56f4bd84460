/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: "Journal d'audit" },
    menu: { items: { auditLog: "Journal d'audit" } },
    audit_log: {
      unknown_writer: 'Par le serveur ou un autre compte',
      fields: {
        created_at: 'Heure',
        user_name: 'Par',
        user_id: "Id de l'utilisateur",
        action: 'Action',
        resource: 'Ressource',
        record_id: 'Enregistrement',
        ip: 'Adresse IP',
        before: 'Avant',
        after: 'Après',
        created_at_gte: 'Du',
        created_at_lte: "Jusqu'au",
      },
    },
  },
};

export default auditLog;
