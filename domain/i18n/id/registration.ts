/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'Administrator menyetujui akun baru: setelah mengonfirmasi alamat e-mail, tunggu e-mail persetujuan sebelum masuk.',
      },
      register_success: {
        approval_hint:
          'Setelah itu administrator memeriksa pendaftaran Anda; kami akan mengirim e-mail setelah disetujui.',
      },
    },
    users: {
      approval: {
        filter: 'Menunggu persetujuan',
        approve: 'Setujui',
        reject: 'Tolak',
        approved: '%{smart_count} akun disetujui.',
        rejected: '%{smart_count} akun ditolak.',
        none: 'Tidak ada akun terpilih yang menunggu persetujuan.',
        confirm_title: 'Tolak %{smart_count} pendaftaran?',
        confirm_content: 'Akun tetap tidak dapat masuk dan pemiliknya menerima e-mail.',
      },
    },
  },
};
