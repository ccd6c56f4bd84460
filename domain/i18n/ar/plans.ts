/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'استخدام الباقة',
      company_title: 'استخدام الباقة لكل جامعة',
      plan: 'باقة %{plan}',
      no_plan: 'بلا باقة: بلا حدود',
      period: 'الاشتراك %{start} – %{end}',
      read_only: 'للقراءة فقط',
      quota: {
        mahasiswa: 'الطلاب',
        acara: 'الفعاليات',
        foto: 'الصور',
        storage: 'تخزين الصور (غيغابايت)',
      },
      used_of: '%{used} من %{limit} (%{percent}%)',
      used_unlimited: '%{used}، بلا حد',
      none: 'لا توجد جامعة لديها باقة بعد.',
      error: 'تعذّر تحميل استخدام الباقة.',
      read_only_banner:
        'انتهى اشتراك %{pt} في %{end} وانتهت فترة السماح في %{graceEnd}: بياناته للقراءة فقط حتى يُجدَّد الاشتراك.',
    },
  },
};
