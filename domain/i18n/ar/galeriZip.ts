/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'لم تُضمَّن في ملف ZIP (هذه المجموعات لا تسمح بالتنزيل): %{groups}',
        left_out_group: '%{nama} (عدد الصور: %{smart_count})',
      },
    },
  },
};
