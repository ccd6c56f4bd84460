/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run: '已试运行检查：将创建 %{smart_count} 名学生。导入前不会保存任何内容。',
        to_update: '待更新：%{updated}。',
        update_existing: '更新已存在的学生',
        update_existing_help: '若某行的 NIM 已在其高校登记，则更新该学生，而不是拒绝该行。',
      },
    },
  },
};
