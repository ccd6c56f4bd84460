/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: { approval_note: '新账户需经管理员审批：确认电子邮件地址后，请等待审批通过的邮件再登录。' },
      register_success: { approval_hint: '之后管理员会审核您的注册；审批通过后我们会发邮件通知您。' },
    },
    users: {
      approval: {
        filter: '待审批',
        approve: '批准',
        reject: '拒绝',
        approved: '已批准 %{smart_count} 个账户。',
        rejected: '已拒绝 %{smart_count} 个账户。',
        none: '所选账户中没有待审批的账户。',
        confirm_title: '拒绝 %{smart_count} 个注册？',
        confirm_content: '这些账户仍无法登录，账户所有者会收到电子邮件。',
      },
    },
  },
};
