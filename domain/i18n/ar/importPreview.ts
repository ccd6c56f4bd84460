/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run: 'تم الفحص بتشغيل تجريبي: عدد الطلاب الذين سيُنشؤون: %{smart_count}. لا يُحفظ شيء حتى تستورد.',
        to_update: 'للتحديث: %{updated}.',
        update_existing: 'تحديث الطلاب الموجودين',
        update_existing_help: 'الصف الذي يكون رقم NIM فيه محفوظًا مسبقًا في جامعته يحدّث ذلك الطالب بدل رفضه.',
      },
    },
  },
};
