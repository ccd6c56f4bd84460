/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Kembali ke dasbor',
      to_login: 'Ke halaman masuk',
      retry: 'Coba lagi',
      code: 'Galat %{code}',
      not_found: {
        title: 'Halaman tidak ditemukan',
        message:
          'Halaman yang Anda minta tidak ada atau telah dipindahkan. Periksa alamatnya, atau kembali ke beranda.',
      },
      server_error: {
        title: 'Terjadi kesalahan',
        message:
          'Server tidak dapat menyelesaikan permintaan. Silakan coba lagi sebentar lagi; jika terus terjadi, hubungi administrator Anda.',
      },
      unavailable: {
        title: 'Layanan tidak tersedia',
        message:
          'Wisuda sedang tidak tersedia sementara (pemeliharaan atau gangguan basis data). Silakan coba lagi beberapa menit lagi.',
      },
      link_expired: {
        title: 'Tautan kedaluwarsa atau sudah dipakai',
        message:
          'Tautan ini tidak berlaku lagi: sudah kedaluwarsa atau sudah pernah dipakai. Tautan di e-mail kami hanya dapat dipakai sekali dan untuk waktu terbatas.',
        new_reset_link: 'Minta tautan atur ulang baru',
      },
    },
  },
};

export default errorPages;
