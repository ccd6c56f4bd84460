/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: 'Registro de auditoría' },
    menu: { items: { auditLog: 'Registro de auditoría' } },
    audit_log: {
      unknown_writer: 'Por el servidor u otra cuenta',
      fields: {
        created_at: 'Hora',
        user_name: 'Por',
        user_id: 'Id de usuario',
        action: 'Acción',
        resource: 'Recurso',
        record_id: 'Registro',
        ip: 'Dirección IP',
        before: 'Antes',
        after: 'Después',
        created_at_gte: 'Desde',
        created_at_lte: 'Hasta',
      },
    },
  },
};

export default auditLog;
