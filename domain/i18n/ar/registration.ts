/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'يوافق المسؤول على الحسابات الجديدة: بعد تأكيد بريدك الإلكتروني انتظر رسالة الموافقة قبل تسجيل الدخول.',
      },
      register_success: {
        approval_hint: 'بعد ذلك يراجع المسؤول تسجيلك، وسنراسلك بالبريد الإلكتروني عند الموافقة عليه.',
      },
    },
    users: {
      approval: {
        filter: 'بانتظار الموافقة',
        approve: 'موافقة',
        reject: 'رفض',
        approved: 'تمت الموافقة على الحسابات: %{smart_count}.',
        rejected: 'الحسابات المرفوضة: %{smart_count}.',
        none: 'لا يوجد بين الحسابات المختارة حساب بانتظار الموافقة.',
        confirm_title: 'رفض التسجيلات المحددة (%{smart_count})؟',
        confirm_content: 'تبقى الحسابات غير قادرة على تسجيل الدخول ويتلقى أصحابها رسالة بريد إلكتروني.',
      },
    },
  },
};
