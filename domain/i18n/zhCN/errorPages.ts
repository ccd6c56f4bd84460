/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: '返回仪表板',
      to_login: '前往登录',
      retry: '重试',
      code: '错误 %{code}',
      not_found: {
        title: '页面未找到',
        message: '您请求的页面不存在或已移动。请检查地址，或返回首页。',
      },
      server_error: {
        title: '出现错误',
        message: '服务器无法完成该请求。请稍后重试；如果问题持续，请联系管理员。',
      },
      unavailable: {
        title: '服务不可用',
        message: 'Wisuda 暂时不可用（维护中或数据库故障）。请几分钟后重试。',
      },
      link_expired: {
        title: '链接已过期或已被使用',
        message: '此链接已失效：已过期或已被使用。我们邮件中的链接只能使用一次，且有时间限制。',
        new_reset_link: '申请新的重置链接',
      },
    },
  },
};

export default errorPages;
