/** Messages of the application shell (sidebar, header, footer, page header, loaders). */
const layout = {
  app: {
    menu: {
      groups: {
        general: 'Umum',
        menu: 'Menu',
        master: 'Data Master',
        setting: 'Pengaturan',
        pinned: 'Disematkan',
      },
      submenus: {
        perguruanTinggi: 'Perguruan Tinggi',
        galeri: 'Galeri',
        hakAkses: 'Hak Akses',
      },
      items: {
        dashboard: 'Dasbor',
        acara: 'Acara',
        galeriMahasiswa: 'Galeri',
        fileGroup: 'Grup Galeri',
        galeriList: 'Galeri',
        perguruanTinggi: 'Perguruan Tinggi',
        bentukPt: 'Bentuk',
        fakultas: 'Fakultas',
        programStudi: 'Program Studi',
        mahasiswa: 'Mahasiswa',
        appSettings: 'Aplikasi',
        plan: 'Paket Berlangganan',
        user: 'Pengguna',
        role: 'Peran',
        permission: 'Izin',
        profile: 'Profil',
        mailOutbox: 'Kotak Keluar E-mail',
      },
    },
    layout: {
      sidebar: {
        label: 'Menu utama',
        search: 'Cari menu',
        no_match: 'Tidak ada menu yang cocok dengan "%{term}"',
        pin: 'Sematkan %{name}',
        unpin: 'Lepas sematan %{name}',
        home: '%{name}, buka dasbor',
      },
      header: {
        search_label: 'Cari halaman',
        search_placeholder: 'Cari halaman…',
        open_search: 'Cari halaman',
        no_results: 'Halaman tidak ditemukan',
        bookmarks: 'Halaman disematkan',
        bookmarks_empty: 'Sematkan halaman di sidebar agar muncul di sini.',
        language: 'Bahasa: %{name}',
        dark_mode: 'Beralih ke mode gelap',
        light_mode: 'Beralih ke mode terang',
        profile: 'Profil',
        logout: 'Keluar',
      },
      footer: {
        copyright: 'Hak Cipta %{year} © %{university}',
      },
      page: {
        home: 'Beranda (dasbor)',
        breadcrumb: 'Jejak navigasi',
      },
      scroll_top: 'Kembali ke atas',
      loading: 'Memuat halaman',
      copy: {
        copy: 'Salin',
        copy_named: 'Salin %{name}',
        copied: 'Disalin ke papan klip',
        failed: 'Gagal menyalin',
      },
      lazy: {
        loading: 'Memuat layar',
        error_title: 'Layar ini tidak dapat dimuat',
        error_timeout: 'Pemuatan memakan waktu lebih dari 2 menit. Periksa koneksi Anda lalu coba lagi.',
        error_network: 'Sebagian aplikasi tidak dapat diunduh. Periksa koneksi Anda lalu coba lagi.',
        error_other_title: 'Layar ini berhenti bekerja',
        error_other: 'Terjadi kesalahan tak terduga. Coba lagi, atau muat ulang halaman.',
        retry: 'Coba lagi',
        reload: 'Muat ulang halaman',
      },
    },
  },
};

export default layout;
