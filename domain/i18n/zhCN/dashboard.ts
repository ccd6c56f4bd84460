/** 仪表盘数据、图表与学生倒计时。 */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: '高校',
        mahasiswa: '学生',
        acara: '活动',
        foto: '照片',
        students: '学生',
        photos: '照片',
        next_acara: '下一场典礼',
        no_next_acara: '暂无计划中的典礼。',
        registered: '已登记 %{smart_count} 名学生',
      },
      charts: {
        per_pt: '各高校学生数',
        per_acara: '各典礼学生数',
        uploads: '近 30 天上传的照片',
      },
      student: {
        my_acara: '我的毕业典礼',
        no_acara: '您尚未被分配到典礼。',
        countdown_done: '典礼已开始或已结束。恭喜！',
        countdown_label: '还有 %{days} 天 %{hours} 小时 %{minutes} 分钟',
        units: { days: '天', hours: '小时', minutes: '分钟', seconds: '秒' },
        profile: '资料完整度',
        profile_done: '您的资料已完整。',
        profile_todo: '请完善个人资料，确保典礼当天信息无误。',
        edit_profile: '完善我的资料',
        newest: '我的最新照片（%{smart_count}）',
        open_gallery: '打开我的相册',
        no_photos: '暂时还没有您的照片。',
      },
    },
  },
};
