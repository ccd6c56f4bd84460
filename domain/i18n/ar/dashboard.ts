/** أرقام لوحة التحكم والرسوم البيانية والعد التنازلي للطالب. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'الجامعات',
        mahasiswa: 'الطلاب',
        acara: 'الفعاليات',
        foto: 'الصور',
        students: 'الطلاب',
        photos: 'الصور',
        next_acara: 'الحفل القادم',
        no_next_acara: 'لا يوجد حفل مخطط له.',
        registered: 'الطلاب المسجلون: %{smart_count}',
      },
      charts: {
        per_pt: 'الطلاب حسب الجامعة',
        per_acara: 'الطلاب حسب الحفل',
        uploads: 'الصور المرفوعة خلال آخر 30 يومًا',
      },
      student: {
        my_acara: 'حفل تخرجي',
        no_acara: 'لم يتم تعيينك لحفل بعد.',
        countdown_done: 'بدأ الحفل أو انتهى. تهانينا!',
        countdown_label: 'الوقت المتبقي: الأيام %{days}، الساعات %{hours}، الدقائق %{minutes}',
        units: { days: 'أيام', hours: 'ساعات', minutes: 'دقائق', seconds: 'ثوانٍ' },
        profile: 'اكتمال الملف الشخصي',
        profile_done: 'ملفك الشخصي مكتمل.',
        profile_todo: 'أكمل ملفك الشخصي لتكون بياناتك صحيحة يوم الحفل.',
        edit_profile: 'إكمال ملفي الشخصي',
        newest: 'أحدث صوري (%{smart_count})',
        open_gallery: 'فتح معرضي',
        no_photos: 'لا توجد صور لك بعد.',
      },
    },
  },
};
