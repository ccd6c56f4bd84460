/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: '未包含在 ZIP 中（这些分组不允许下载）：%{groups}',
        left_out_group: '%{nama}（%{smart_count} 张照片）',
      },
    },
  },
};
