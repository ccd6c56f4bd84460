/** Angka dasbor, grafik dan hitung mundur mahasiswa. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Perguruan tinggi',
        mahasiswa: 'Mahasiswa',
        acara: 'Acara',
        foto: 'Foto',
        students: 'Mahasiswa',
        photos: 'Foto',
        next_acara: 'Acara berikutnya',
        no_next_acara: 'Belum ada acara yang dijadwalkan.',
        registered: '%{smart_count} mahasiswa terdaftar',
      },
      charts: {
        per_pt: 'Mahasiswa per perguruan tinggi',
        per_acara: 'Mahasiswa per acara',
        uploads: 'Foto diunggah dalam 30 hari terakhir',
      },
      student: {
        my_acara: 'Wisudaku',
        no_acara: 'Kamu belum terdaftar pada acara wisuda.',
        countdown_done: 'Acara sudah dimulai atau selesai. Selamat!',
        countdown_label: '%{days} hari, %{hours} jam dan %{minutes} menit lagi',
        units: { days: 'hari', hours: 'jam', minutes: 'menit', seconds: 'detik' },
        profile: 'Kelengkapan profil',
        profile_done: 'Profilmu sudah lengkap.',
        profile_todo: 'Lengkapi profilmu agar datamu benar pada hari wisuda.',
        edit_profile: 'Lengkapi profil',
        newest: 'Foto terbaru saya (%{smart_count})',
        open_gallery: 'Buka galeri saya',
        no_photos: 'Belum ada foto kamu.',
      },
    },
  },
};
