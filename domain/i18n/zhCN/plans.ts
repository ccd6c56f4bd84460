/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: '套餐用量',
      company_title: '各高校套餐用量',
      plan: '套餐 %{plan}',
      no_plan: '无套餐：不设上限',
      period: '订阅期 %{start} – %{end}',
      read_only: '只读',
      quota: {
        mahasiswa: '学生',
        acara: '活动',
        foto: '照片',
        storage: '照片存储（GB）',
      },
      used_of: '%{used} / %{limit}（%{percent}%）',
      used_unlimited: '%{used}，不限',
      none: '尚无高校订阅套餐。',
      error: '无法加载套餐用量。',
      read_only_banner:
        '%{pt} 的订阅已于 %{end} 结束，宽限期已于 %{graceEnd} 结束：在续订之前，其数据为只读。',
    },
  },
};
