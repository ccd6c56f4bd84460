import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const zhCN: MailCatalog = {
  verification: {
    subject: '验证您的 Wisuda 邮箱',
    greeting: '您好：',
    lines: [
      '感谢您注册 Wisuda。请打开下面的链接验证您的邮箱地址。',
      '该链接 24 小时内有效，且只能使用一次。',
    ],
    action: '验证邮箱',
    footer: '如果您没有注册，请忽略此邮件。',
  },
  reset: {
    subject: '重置您的 Wisuda 密码',
    greeting: '%{name}，您好：',
    lines: [
      '我们收到了重置您账户密码的请求。',
      '该链接 1 小时内有效，且只能使用一次。您的所有会话都将被注销。',
    ],
    action: '重置密码',
    footer: '如果这不是您的请求，请忽略此邮件；您的密码保持不变。',
  },
  alreadyRegistered: {
    subject: 'Wisuda 注册尝试',
    greeting: '%{name}，您好：',
    lines: ['有人尝试使用此邮箱地址注册 Wisuda，但该地址已有账户。'],
    links: ['登录：', '忘记密码？在此重置：'],
    footer: '如果这不是您本人，请忽略此邮件；您的账户没有变化。',
  },
  invitation: {
    subject: '您的 Wisuda 账户',
    greeting: '%{name}，您好：',
    lines: [
      '我们已为您创建 Wisuda 账户。请打开下面的链接设置密码；之后即可使用此邮箱地址或您的学号（NIM）登录。',
      '该链接 %{smart_count} 天内有效，且只能使用一次。',
    ],
    action: '设置密码',
    links: ['链接已过期？在此申请新的链接：'],
    footer: '如果您不了解 Wisuda，请忽略此邮件。',
  },
  emailChange: {
    subject: '确认您的新 Wisuda 邮箱',
    greeting: '%{name}，您好：',
    lines: [
      '您申请让 Wisuda 账户使用此邮箱地址。请打开下面的链接进行确认。',
      '该链接 24 小时内有效，且只能使用一次。在此之前仍使用原邮箱地址。',
    ],
    action: '确认新地址',
    footer: '如果这不是您的请求，请忽略此邮件；不会有任何变化。',
  },
  emailChanged: {
    subject: '您的 Wisuda 邮箱已更改',
    greeting: '%{name}，您好：',
    lines: [
      '您的 Wisuda 账户现在使用地址 %{email}；此地址已不能再用于登录。',
      '如果不是您本人更改的，请立即联系管理员。',
    ],
    links: ['需要重新登录？在此重置密码：'],
  },
  nimTaken: {
    subject: 'Wisuda 注册未创建',
    greeting: '您好：',
    lines: [
      '使用学号（NIM）%{nim} 的注册未创建：该学号在这所大学已有账户。',
      '如果这是您的账户，请通过下面的链接登录或重置密码。如果不是，请联系您所在大学的管理员。',
    ],
    links: ['登录：', '重置密码：'],
    footer: '如果您没有注册，请忽略此邮件。',
  },
  approved: {
    subject: '您的 Wisuda 账户已获批准',
    greeting: '%{name}，您好：',
    lines: [
      '管理员已批准您的 Wisuda 账户。您现在可以使用此邮箱地址或学号（NIM）登录。',
      '如果您尚未验证邮箱地址，请先打开注册时我们发送的验证链接。',
    ],
    action: '登录',
  },
  rejected: {
    subject: '您的 Wisuda 注册未获批准',
    greeting: '%{name}，您好：',
    lines: [
      '管理员未批准您的 Wisuda 注册，因此该账户无法登录。',
      '如果您认为这是误会，请联系您所在大学的管理员。',
    ],
  },
  emailChangeRequested: {
    subject: '您的 Wisuda 电子邮件地址即将更改',
    greeting: '%{name}，您好：',
    lines: [
      '已登录您 Wisuda 账户的某人请求将其电子邮件地址更改为 %{email}。只有在打开发送到该地址的链接后，更改才会生效。',
      '如果是您本人操作，此处无需任何处理。如果不是，请点击下方按钮取消更改：您账户的所有会话都将被登出。然后请设置新密码，因为提出请求的人知道您当前的密码。',
    ],
    action: '取消更改',
    links: ['设置新密码：'],
  },
  emailInUse: {
    subject: '有人试图在 Wisuda 上使用您的电子邮件地址',
    greeting: '%{name}，您好：',
    lines: ['有人请求让另一个 Wisuda 账户使用此电子邮件地址。该地址已属于您的账户，因此没有任何更改。'],
    links: ['登录：'],
    footer: '如果您对此一无所知，请忽略此邮件；您的账户没有变化。',
  },
  claimInvitation: {
    subject: '您的 Wisuda 学生账户',
    greeting: '%{name}，您好：',
    lines: [
      '有人使用学号 %{nim} 注册了 Wisuda。您的大学为该学生记录登记的是此电子邮件地址，因此该账户只能从这里开通。',
      '如果是您本人，请打开下方链接设置密码，然后使用此电子邮件地址或学号登录。该链接 %{smart_count} 天内有效，且只能使用一次。',
    ],
    action: '设置密码',
    links: ['链接已过期？在此申请新的链接：'],
    footer: '如果不是您本人，请忽略此邮件：没有此链接，任何人都无法使用该账户。',
  },
  claimMailedToRecord: {
    subject: 'Wisuda 注册：请查看您的大学登记的电子邮件地址',
    greeting: '您好：',
    lines: [
      '学号 %{nim} 已在您的大学登记，登记的是另一个电子邮件地址。为确保只有学生本人能开通账户，设置密码的链接已发送到该地址。',
      '请从该邮箱打开链接。如果您已不再使用该地址，请联系您大学的管理员更正地址并向您发送邀请。',
    ],
    footer: '如果您没有注册，请忽略此邮件。',
  },
  claimNeedsUniversity: {
    subject: 'Wisuda 注册：请向您的大学索取邀请',
    greeting: '您好：',
    lines: [
      '学号 %{nim} 已在您的大学登记，但那里没有任何电子邮件地址能够确认它属于您，因此没有开通账户。',
      '请联系您大学的管理员，将您的电子邮件地址添加到您的记录中并向您发送邀请。',
    ],
    footer: '如果您没有注册，请忽略此邮件。',
  },
  planQuotaWarning: {
    subject: 'Wisuda：%{pt} 已使用 %{percent}% 的%{quota}额度',
    greeting: '%{name}，您好：',
    lines: [
      '%{pt} 已使用 %{plan} 套餐允许的 %{allowed} %{quota}中的 %{used}（%{percent}%）。',
      '达到上限后，将无法再添加此类内容。请删除不再需要的内容，或申请更大的套餐。',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda：%{pt} 的%{quota}已达上限',
    greeting: '%{name}，您好：',
    lines: [
      '%{pt} 已用完 %{plan} 套餐允许的全部 %{allowed} %{quota}（已使用 %{used}）。',
      '在删除部分内容或更换套餐之前，将无法再添加此类内容。如需继续，请申请更大的套餐。',
    ],
  },
};
