/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'Log de auditoria' },
    menu: { items: { auditLog: 'Log de auditoria' } },
    audit_log: {
      unknown_writer: 'Pelo servidor ou por outra conta',
      fields: {
        created_at: 'Hora',
        user_name: 'Por',
        user_id: 'Id do usuário',
        action: 'Ação',
        resource: 'Recurso',
        record_id: 'Registro',
        ip: 'Endereço IP',
        before: 'Antes',
        after: 'Depois',
        created_at_gte: 'De',
        created_at_lte: 'Até',
      },
    },
  },
};

export default auditLog;
