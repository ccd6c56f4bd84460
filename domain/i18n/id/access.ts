/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'Layar peran Anda, satu klik saja.',
      nothing_open:
        'Peran Anda belum membuka layar apa pun. Mintalah administrator memberinya hak akses yang diperlukan.',
    },
    access: {
      refused: 'Anda tidak boleh membaca %{name}: peran Anda tidak memiliki hak akses %{permission}.',
      title: 'Akses ke %{name}',
    },
  },
};
