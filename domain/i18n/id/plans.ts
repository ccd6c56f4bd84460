/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Pemakaian paket',
      company_title: 'Pemakaian paket per perguruan tinggi',
      plan: 'Paket %{plan}',
      no_plan: 'Tanpa paket: tanpa batas',
      period: 'Langganan %{start} – %{end}',
      read_only: 'Hanya baca',
      quota: {
        mahasiswa: 'Mahasiswa',
        acara: 'Acara',
        foto: 'Foto',
        storage: 'Penyimpanan foto (GB)',
      },
      used_of: '%{used} dari %{limit} (%{percent}%)',
      used_unlimited: '%{used}, tanpa batas',
      none: 'Belum ada perguruan tinggi yang memiliki paket.',
      error: 'Pemakaian paket tidak dapat dimuat.',
      read_only_banner:
        'Langganan %{pt} berakhir pada %{end} dan masa tenggangnya pada %{graceEnd}: datanya hanya dapat dibaca sampai langganan diperpanjang.',
    },
  },
};
