import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const id: MailCatalog = {
  verification: {
    subject: 'Verifikasi e-mail Wisuda',
    greeting: 'Halo,',
    lines: [
      'Terima kasih telah mendaftar di Wisuda. Buka tautan di bawah ini untuk memverifikasi alamat e-mail Anda.',
      'Tautan berlaku 24 jam dan hanya dapat dipakai sekali.',
    ],
    action: 'Verifikasi e-mail',
    footer: 'Jika Anda tidak mendaftar, abaikan e-mail ini.',
  },
  reset: {
    subject: 'Atur ulang kata sandi Wisuda',
    greeting: 'Halo %{name},',
    lines: [
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.',
      'Tautan berlaku 1 jam dan hanya dapat dipakai sekali. Semua sesi Anda akan diakhiri.',
    ],
    action: 'Atur ulang kata sandi',
    footer: 'Jika Anda tidak meminta ini, abaikan e-mail ini; kata sandi Anda tidak berubah.',
  },
  alreadyRegistered: {
    subject: 'Percobaan pendaftaran Wisuda',
    greeting: 'Halo %{name},',
    lines: [
      'Seseorang mencoba mendaftar di Wisuda dengan alamat e-mail ini, tetapi alamat ini sudah memiliki akun.',
    ],
    links: ['Masuk:', 'Lupa kata sandi? Atur ulang di sini:'],
    footer: 'Jika itu bukan Anda, abaikan e-mail ini; akun Anda tidak berubah.',
  },
  invitation: {
    subject: 'Akun Wisuda Anda',
    greeting: 'Halo %{name},',
    lines: [
      'Akun Wisuda telah dibuatkan untuk Anda. Buka tautan di bawah ini untuk memilih kata sandi; setelah itu Anda dapat masuk dengan alamat e-mail ini atau NIM Anda.',
      'Tautan berlaku %{smart_count} hari dan hanya dapat dipakai sekali.',
    ],
    action: 'Pilih kata sandi',
    links: ['Tautan kedaluwarsa? Minta tautan baru di sini:'],
    footer: 'Jika Anda tidak mengenal Wisuda, abaikan e-mail ini.',
  },
  emailChange: {
    subject: 'Konfirmasi alamat e-mail baru Wisuda',
    greeting: 'Halo %{name},',
    lines: [
      'Anda meminta agar akun Wisuda Anda memakai alamat e-mail ini. Buka tautan di bawah ini untuk mengonfirmasinya.',
      'Tautan berlaku 24 jam dan hanya dapat dipakai sekali. Sampai saat itu alamat lama tetap berlaku.',
    ],
    action: 'Konfirmasi alamat baru',
    footer: 'Jika Anda tidak meminta ini, abaikan e-mail ini; tidak ada yang berubah.',
  },
  emailChanged: {
    subject: 'Alamat e-mail Wisuda Anda diubah',
    greeting: 'Halo %{name},',
    lines: [
      'Akun Wisuda Anda sekarang memakai alamat %{email}; alamat ini tidak lagi dipakai untuk masuk.',
      'Jika bukan Anda yang mengubahnya, segera hubungi administrator.',
    ],
    links: ['Perlu masuk kembali? Atur ulang kata sandi di sini:'],
  },
  nimTaken: {
    subject: 'Pendaftaran Wisuda tidak dibuat',
    greeting: 'Halo,',
    lines: [
      'Pendaftaran dengan NIM %{nim} tidak dibuat: NIM ini sudah memiliki akun di universitas tersebut.',
      'Jika itu akun Anda, masuk atau atur ulang kata sandi melalui tautan di bawah ini. Jika bukan, hubungi administrator universitas Anda.',
    ],
    links: ['Masuk:', 'Atur ulang kata sandi:'],
    footer: 'Jika Anda tidak mendaftar, abaikan e-mail ini.',
  },
  approved: {
    subject: 'Akun Wisuda Anda disetujui',
    greeting: 'Halo %{name},',
    lines: [
      'Administrator telah menyetujui akun Wisuda Anda. Anda sekarang dapat masuk dengan alamat e-mail ini atau NIM Anda.',
      'Jika Anda belum memverifikasi alamat e-mail, buka dahulu tautan verifikasi yang kami kirim saat pendaftaran.',
    ],
    action: 'Masuk',
  },
  rejected: {
    subject: 'Pendaftaran Wisuda Anda ditolak',
    greeting: 'Halo %{name},',
    lines: [
      'Administrator tidak menyetujui pendaftaran akun Wisuda Anda, sehingga akun ini tidak dapat dipakai untuk masuk.',
      'Jika menurut Anda ini keliru, hubungi administrator universitas Anda.',
    ],
  },
  emailChangeRequested: {
    subject: 'Alamat e-mail Wisuda Anda akan diubah',
    greeting: 'Halo %{name},',
    lines: [
      'Seseorang yang masuk ke akun Wisuda Anda meminta alamat e-mailnya diubah menjadi %{email}. Perubahan baru terjadi setelah tautan yang dikirim ke alamat itu dibuka.',
      'Jika itu Anda, tidak ada yang perlu dilakukan di sini. Jika bukan, batalkan perubahan dengan tombol di bawah ini: semua sesi akun Anda akan dikeluarkan. Lalu pilih kata sandi baru, karena orang yang meminta mengetahui kata sandi Anda saat ini.',
    ],
    action: 'Batalkan perubahan',
    links: ['Pilih kata sandi baru:'],
  },
  emailInUse: {
    subject: 'Seseorang mencoba memakai alamat e-mail Anda di Wisuda',
    greeting: 'Halo %{name},',
    lines: [
      'Seseorang meminta agar akun Wisuda lain memakai alamat e-mail ini. Alamat ini sudah milik akun Anda, jadi tidak ada yang diubah.',
    ],
    links: ['Masuk:'],
    footer: 'Jika Anda tidak tahu tentang hal ini, abaikan e-mail ini; akun Anda tidak berubah.',
  },
  claimInvitation: {
    subject: 'Akun mahasiswa Wisuda Anda',
    greeting: 'Halo %{name},',
    lines: [
      'Seseorang mendaftar di Wisuda dengan NIM %{nim}. Universitas Anda menyimpan alamat e-mail ini untuk data mahasiswa tersebut, sehingga akunnya hanya dapat dibuka dari sini.',
      'Jika itu Anda, buka tautan di bawah ini untuk memilih kata sandi; lalu masuk dengan alamat e-mail ini atau NIM Anda. Tautan berlaku %{smart_count} hari dan hanya dapat dipakai sekali.',
    ],
    action: 'Pilih kata sandi',
    links: ['Tautan kedaluwarsa? Minta tautan baru di sini:'],
    footer: 'Jika bukan Anda, abaikan e-mail ini: tidak seorang pun dapat memakai akun tanpa tautan ini.',
  },
  claimMailedToRecord: {
    subject: 'Pendaftaran Wisuda: periksa alamat e-mail yang disimpan universitas Anda',
    greeting: 'Halo,',
    lines: [
      'NIM %{nim} sudah terdaftar di universitas Anda dengan alamat e-mail lain. Agar hanya mahasiswa yang bersangkutan yang membuka akunnya, tautan untuk memilih kata sandi dikirim ke alamat tersebut.',
      'Buka tautan itu dari kotak surat tersebut. Jika Anda tidak lagi memakai alamat itu, minta administrator universitas Anda memperbaikinya dan mengirimi Anda undangan.',
    ],
    footer: 'Jika Anda tidak mendaftar, abaikan e-mail ini.',
  },
  claimNeedsUniversity: {
    subject: 'Pendaftaran Wisuda: minta undangan dari universitas Anda',
    greeting: 'Halo,',
    lines: [
      'NIM %{nim} sudah terdaftar di universitas Anda, tetapi tidak ada alamat e-mail di sana yang dapat memastikan bahwa NIM itu milik Anda, sehingga tidak ada akun yang dibuka.',
      'Minta administrator universitas Anda menambahkan alamat e-mail Anda ke data Anda dan mengirimi Anda undangan.',
    ],
    footer: 'Jika Anda tidak mendaftar, abaikan e-mail ini.',
  },
  planQuotaWarning: {
    subject: 'Wisuda: %{pt} telah memakai %{percent}% %{quota}',
    greeting: 'Halo %{name},',
    lines: [
      '%{pt} telah memakai %{used} dari %{allowed} %{quota} yang diizinkan paket %{plan} (%{percent}%).',
      'Jika batasnya tercapai, tidak ada lagi yang dapat ditambahkan untuk jenis ini. Hapus yang tidak diperlukan lagi, atau minta paket yang lebih besar.',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda: %{pt} telah mencapai batas %{quota}',
    greeting: 'Halo %{name},',
    lines: [
      '%{pt} telah memakai seluruh %{allowed} %{quota} yang diizinkan paket %{plan} (%{used} terpakai).',
      'Tidak ada lagi yang dapat ditambahkan untuk jenis ini sampai ada yang dihapus atau paketnya diubah. Minta paket yang lebih besar untuk melanjutkan.',
    ],
  },
};
