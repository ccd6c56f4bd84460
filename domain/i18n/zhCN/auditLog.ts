/** The audit log screen (src/pages/audit/AuditLogPage.tsx): its title, menu item and columns. */
const auditLog = {
  app: {
    page_titles: { auditLog: '审计日志' },
    menu: { items: { auditLog: '审计日志' } },
    audit_log: {
      unknown_writer: '由服务器或其他账户',
      fields: {
        created_at: '时间',
        user_name: '操作者',
        user_id: '用户 ID',
        action: '操作',
        resource: '资源',
        record_id: '记录',
        ip: 'IP 地址',
        before: '之前',
        after: '之后',
        created_at_gte: '从',
        created_at_lte: '至',
      },
    },
  },
};

export default auditLog;
