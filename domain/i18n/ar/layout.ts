/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'عام',
        menu: 'القائمة',
        master: 'البيانات الأساسية',
        setting: 'الإعدادات',
        pinned: 'المثبّتة',
      },
      submenus: {
        perguruanTinggi: 'الجامعات',
        galeri: 'المعرض',
        hakAkses: 'صلاحيات الوصول',
      },
      items: {
        dashboard: 'لوحة التحكم',
        acara: 'الفعاليات',
        galeriMahasiswa: 'المعرض',
        fileGroup: 'مجموعات المعرض',
        galeriList: 'المعرض',
        perguruanTinggi: 'الجامعات',
        bentukPt: 'نوع المؤسسة',
        fakultas: 'الكليات',
        programStudi: 'البرامج الدراسية',
        mahasiswa: 'الطلاب',
        appSettings: 'التطبيق',
        plan: 'باقات الاشتراك',
        user: 'المستخدمون',
        role: 'الأدوار',
        permission: 'الأذونات',
        profile: 'الملف الشخصي',
        mailOutbox: 'صندوق البريد الصادر',
      },
    },
    layout: {
      sidebar: {
        label: 'القائمة الرئيسية',
        search: 'البحث في القائمة',
        no_match: 'لا يوجد عنصر في القائمة يطابق "%{term}"',
        pin: 'تثبيت %{name}',
        unpin: 'إلغاء تثبيت %{name}',
        home: '%{name}، الانتقال إلى لوحة التحكم',
      },
      header: {
        search_label: 'البحث في الصفحات',
        search_placeholder: 'البحث في الصفحات…',
        open_search: 'البحث في الصفحات',
        no_results: 'لم يتم العثور على أي صفحة',
        bookmarks: 'الصفحات المثبّتة',
        bookmarks_empty: 'ثبّت الصفحات في الشريط الجانبي لتجدها هنا.',
        language: 'اللغة: %{name}',
        dark_mode: 'التبديل إلى الوضع الداكن',
        light_mode: 'التبديل إلى الوضع الفاتح',
        profile: 'الملف الشخصي',
        logout: 'تسجيل الخروج',
      },
      footer: {
        copyright: 'حقوق النشر %{year} © %{university}',
      },
      page: {
        home: 'الرئيسية (لوحة التحكم)',
        breadcrumb: 'مسار التنقل',
      },
      scroll_top: 'العودة إلى الأعلى',
      loading: 'جارٍ تحميل الصفحة',
      copy: {
        copy: 'نسخ',
        copy_named: 'نسخ %{name}',
        copied: 'تم النسخ إلى الحافظة',
        failed: 'فشل النسخ',
      },
      lazy: {
        loading: 'جارٍ تحميل الشاشة',
        error_title: 'تعذر تحميل هذه الشاشة',
        error_timeout: 'استغرق التحميل أكثر من دقيقتين. تحقق من اتصالك ثم حاول مرة أخرى.',
        error_network: 'تعذر تنزيل جزء من التطبيق. تحقق من اتصالك ثم حاول مرة أخرى.',
        error_other_title: 'توقفت هذه الشاشة عن العمل',
        error_other: 'حدث خطأ غير متوقع. حاول مرة أخرى، أو أعد تحميل الصفحة.',
        retry: 'إعادة المحاولة',
        reload: 'إعادة تحميل الصفحة',
      },
    },
  },
};

export default layout;
