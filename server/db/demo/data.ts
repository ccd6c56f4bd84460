/** Fixed data of the demo set (realistic Indonesian universities, programs and names). */

export const PLANS = [
  {
    kode: 'BASIC',
    nama: 'Paket Dasar',
    deskripsi: 'Untuk kampus kecil: satu acara wisuda per tahun dan galeri foto.',
    harga: 2_500_000,
    durasi_bulan: 12,
    max_mahasiswa: 500,
    max_acara: 2,
    max_foto: 2_000,
    max_storage_gb: 10,
    fitur: ['Galeri foto', 'Registrasi mahasiswa', 'Dukungan e-mail'],
    sort_order: 1,
  },
  {
    kode: 'PRO',
    nama: 'Paket Profesional',
    deskripsi: 'Untuk universitas menengah: beberapa periode wisuda, unduhan foto, impor data.',
    harga: 7_500_000,
    durasi_bulan: 12,
    max_mahasiswa: 5_000,
    max_acara: 6,
    max_foto: 20_000,
    max_storage_gb: 100,
    // face_search: a feature key (domain/plans.ts); the other entries describe the plan.
    fitur: [
      'Galeri foto',
      'Registrasi mahasiswa',
      'Impor CSV/XLSX',
      'Unduhan ZIP',
      'Dukungan prioritas',
      'face_search',
    ],
    sort_order: 2,
  },
  {
    kode: 'ENTERPRISE',
    nama: 'Paket Enterprise',
    deskripsi: 'Untuk universitas besar dan multi-kampus: tanpa batas acara, penyimpanan S3 sendiri.',
    harga: 25_000_000,
    durasi_bulan: 12,
    max_mahasiswa: null,
    max_acara: null,
    max_foto: null,
    max_storage_gb: 1_000,
    fitur: ['Semua fitur Profesional', 'Penyimpanan S3 sendiri', 'SSO', 'SLA 99,9%', 'face_search'],
    sort_order: 3,
  },
] as const;

export interface DemoProdi {
  nama: string;
  jenjang: string;
  gelar: string;
  akreditasi: string;
}
export interface DemoFakultas {
  nama: string;
  kode: string;
  dekan: string;
  prodi: DemoProdi[];
}
export interface DemoPt {
  kode_pt: string;
  nama: string;
  singkatan: string;
  bentuk: string;
  status_milik: 'Negeri' | 'Swasta';
  akreditasi: string;
  alamat: string;
  kota: string;
  provinsi: string;
  telepon: string;
  domain: string;
  paket: string;
  /** Share of the demo students. */
  weight: number;
  fakultas: DemoFakultas[];
}

const p = (nama: string, jenjang: string, gelar: string, akreditasi = 'Unggul'): DemoProdi => ({
  nama,
  jenjang,
  gelar,
  akreditasi,
});

export const PERGURUAN_TINGGI: DemoPt[] = [
  {
    kode_pt: '001001',
    nama: 'Universitas Gadjah Mada',
    singkatan: 'UGM',
    bentuk: '23',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    alamat: 'Bulaksumur, Caturtunggal, Depok',
    kota: 'Sleman',
    provinsi: 'DI Yogyakarta',
    telepon: '(0274) 588688',
    domain: 'mail.ugm.ac.id',
    paket: 'ENTERPRISE',
    weight: 5,
    fakultas: [
      {
        nama: 'Fakultas Teknik',
        kode: 'FT',
        dekan: 'Prof. Ir. Selo, S.T., M.T., M.Sc., Ph.D.',
        prodi: [
          p('Teknik Sipil', 'S1', 'S.T.'),
          p('Teknik Elektro', 'S1', 'S.T.'),
          p('Teknik Sipil', 'S2', 'M.T.'),
        ],
      },
      {
        nama: 'Fakultas Ekonomika dan Bisnis',
        kode: 'FEB',
        dekan: 'Prof. Didi Achjari, S.E., M.Com., Ph.D.',
        prodi: [
          p('Akuntansi', 'S1', 'S.E.'),
          p('Manajemen', 'S1', 'S.M.'),
          p('Magister Manajemen', 'S2', 'M.M.'),
        ],
      },
      {
        nama: 'Fakultas Kedokteran, Kesehatan Masyarakat, dan Keperawatan',
        kode: 'FKKMK',
        dekan: 'Prof. dr. Yodi Mahendradhata, M.Sc., Ph.D.',
        prodi: [p('Kedokteran', 'S1', 'S.Ked.'), p('Pendidikan Profesi Dokter', 'Profesi', 'dr.')],
      },
    ],
  },
  {
    kode_pt: '001002',
    nama: 'Universitas Indonesia',
    singkatan: 'UI',
    bentuk: '23',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    alamat: 'Kampus UI, Pondok Cina, Beji',
    kota: 'Depok',
    provinsi: 'Jawa Barat',
    telepon: '(021) 7867222',
    domain: 'ui.ac.id',
    paket: 'ENTERPRISE',
    weight: 4,
    fakultas: [
      {
        nama: 'Fakultas Ilmu Komputer',
        kode: 'FASILKOM',
        dekan: 'Prof. Dr. Ir. Petrus Mursanto, M.Sc.',
        prodi: [
          p('Ilmu Komputer', 'S1', 'S.Kom.'),
          p('Sistem Informasi', 'S1', 'S.Kom.'),
          p('Ilmu Komputer', 'S3', 'Dr.'),
        ],
      },
      {
        nama: 'Fakultas Hukum',
        kode: 'FH',
        dekan: 'Dr. Parulian Paidi Aritonang, S.H., LL.M., M.P.P.',
        prodi: [p('Ilmu Hukum', 'S1', 'S.H.'), p('Magister Kenotariatan', 'S2', 'M.Kn.')],
      },
      {
        nama: 'Fakultas Psikologi',
        kode: 'FPsi',
        dekan: 'Dr. Bagus Takwin, M.Hum., Psikolog',
        prodi: [p('Psikologi', 'S1', 'S.Psi.'), p('Psikologi Profesi', 'S2', 'M.Psi., Psikolog')],
      },
    ],
  },
  {
    kode_pt: '001003',
    nama: 'Institut Teknologi Sepuluh Nopember',
    singkatan: 'ITS',
    bentuk: '22',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    alamat: 'Kampus ITS Sukolilo, Keputih',
    kota: 'Surabaya',
    provinsi: 'Jawa Timur',
    telepon: '(031) 5994251',
    domain: 'student.its.ac.id',
    paket: 'PRO',
    weight: 3,
    fakultas: [
      {
        nama: 'Fakultas Teknologi Elektro dan Informatika Cerdas',
        kode: 'ELECTICS',
        dekan: 'Prof. Dr. Ir. Yoyon Kusnendar Suprapto, M.Sc.',
        prodi: [p('Teknik Informatika', 'S1', 'S.Kom.'), p('Teknik Elektro', 'S1', 'S.T.')],
      },
      {
        nama: 'Fakultas Teknologi Kelautan',
        kode: 'FTK',
        dekan: 'Dr. Eng. Muhammad Badrus Zaman, S.T., M.T.',
        prodi: [p('Teknik Perkapalan', 'S1', 'S.T.'), p('Teknik Kelautan', 'S2', 'M.T.', 'Baik Sekali')],
      },
    ],
  },
  {
    kode_pt: '005012',
    nama: 'Politeknik Negeri Bandung',
    singkatan: 'POLBAN',
    bentuk: '20',
    status_milik: 'Negeri',
    akreditasi: 'Unggul',
    alamat: 'Jl. Gegerkalong Hilir, Ciwaruga',
    kota: 'Bandung Barat',
    provinsi: 'Jawa Barat',
    telepon: '(022) 2013789',
    domain: 'polban.ac.id',
    paket: 'PRO',
    weight: 2,
    fakultas: [
      {
        nama: 'Jurusan Teknik Komputer dan Informatika',
        kode: 'JTK',
        dekan: 'Dr. Eng. Ir. Tjahjo Setiawan, M.T.',
        prodi: [p('Teknik Informatika', 'D3', 'A.Md.Kom.'), p('Teknik Informatika', 'D4', 'S.Tr.Kom.')],
      },
      {
        nama: 'Jurusan Akuntansi',
        kode: 'AK',
        dekan: 'Dr. Dwi Suhartini, S.E., M.Si., Ak.',
        prodi: [
          p('Akuntansi', 'D3', 'A.Md.Ak.', 'Baik Sekali'),
          p('Akuntansi Manajemen Pemerintahan', 'D4', 'S.Tr.Ak.'),
        ],
      },
    ],
  },
  {
    kode_pt: '071024',
    nama: 'Sekolah Tinggi Ilmu Ekonomi Indonesia Surabaya',
    singkatan: 'STIESIA',
    bentuk: '21',
    status_milik: 'Swasta',
    akreditasi: 'Baik Sekali',
    alamat: 'Jl. Menur Pumpungan No. 30',
    kota: 'Surabaya',
    provinsi: 'Jawa Timur',
    telepon: '(031) 5947505',
    domain: 'stiesia.ac.id',
    paket: 'BASIC',
    weight: 2,
    fakultas: [
      {
        nama: 'Program Sarjana',
        kode: 'PS',
        dekan: 'Dr. Nur Fadjrih Asyik, S.E., M.Si., Ak., CA',
        prodi: [p('Akuntansi', 'S1', 'S.Ak.', 'Baik Sekali'), p('Manajemen', 'S1', 'S.M.', 'Baik Sekali')],
      },
    ],
  },
  {
    kode_pt: '051013',
    nama: 'Universitas Muhammadiyah Yogyakarta',
    singkatan: 'UMY',
    bentuk: '23',
    status_milik: 'Swasta',
    akreditasi: 'Unggul',
    alamat: 'Jl. Brawijaya, Geblagan, Tamantirto, Kasihan',
    kota: 'Bantul',
    provinsi: 'DI Yogyakarta',
    telepon: '(0274) 387656',
    domain: 'umy.ac.id',
    paket: 'PRO',
    weight: 3,
    fakultas: [
      {
        nama: 'Fakultas Agama Islam',
        kode: 'FAI',
        dekan: 'Dr. Muhammad Azhar, M.A.',
        prodi: [
          p('Pendidikan Agama Islam', 'S1', 'S.Pd.'),
          p('Ekonomi Syariah', 'S1', 'S.E.', 'Baik Sekali'),
        ],
      },
      {
        nama: 'Fakultas Ilmu Sosial dan Ilmu Politik',
        kode: 'FISIPOL',
        dekan: 'Dr. Zuly Qodir, M.Ag.',
        prodi: [p('Ilmu Hubungan Internasional', 'S1', 'S.IP.'), p('Ilmu Komunikasi', 'S1', 'S.I.Kom.')],
      },
    ],
  },
  {
    kode_pt: '073001',
    nama: 'Akademi Komunitas Negeri Putra Sang Fajar Blitar',
    singkatan: 'AKB',
    bentuk: '34',
    status_milik: 'Negeri',
    akreditasi: 'Baik',
    alamat: 'Jl. Dr. Sutomo No. 29',
    kota: 'Blitar',
    provinsi: 'Jawa Timur',
    telepon: '(0342) 801597',
    domain: 'akb.ac.id',
    paket: 'BASIC',
    weight: 1,
    fakultas: [
      {
        nama: 'Jurusan Teknologi',
        kode: 'JT',
        dekan: 'Ir. Hari Wahyudi, M.T.',
        prodi: [p('Teknologi Informasi', 'D2', 'A.Ma.Kom.', 'Baik'), p('Teknik Mesin', 'D1', 'A.P.', 'Baik')],
      },
    ],
  },
];

export const FIRST_NAMES_M = [
  'Agus',
  'Budi',
  'Dimas',
  'Eko',
  'Fajar',
  'Gilang',
  'Hendra',
  'Ilham',
  'Joko',
  'Kevin',
  'Lukman',
  'Muhammad',
  'Nanda',
  'Oki',
  'Putra',
  'Rizky',
  'Satria',
  'Teguh',
  'Wahyu',
  'Yoga',
  'Arief',
  'Bayu',
  'Dedi',
  'Fikri',
  'Galih',
  'Hafiz',
  'Irfan',
  'Reza',
  'Taufik',
  'Yusuf',
];
export const FIRST_NAMES_F = [
  'Ayu',
  'Bunga',
  'Citra',
  'Dewi',
  'Eka',
  'Fitri',
  'Gita',
  'Hana',
  'Indah',
  'Kartika',
  'Lestari',
  'Maya',
  'Nabila',
  'Putri',
  'Rina',
  'Sari',
  'Tiara',
  'Utami',
  'Wulan',
  'Yuni',
  'Anisa',
  'Dinda',
  'Intan',
  'Larasati',
  'Nurul',
  'Rahma',
  'Siti',
  'Vina',
  'Zahra',
  'Aulia',
];
export const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Nugroho',
  'Kusuma',
  'Setiawan',
  'Rahmawati',
  'Lestari',
  'Susanto',
  'Hakim',
  'Siregar',
  'Nasution',
  'Harahap',
  'Simanjuntak',
  'Wibowo',
  'Purnomo',
  'Halim',
  'Gunawan',
  'Permana',
  'Ramadhan',
  'Firmansyah',
  'Maulana',
  'Utomo',
  'Suryadi',
  'Anggraini',
  'Putri',
  'Handayani',
  'Sitompul',
  'Tanjung',
  'Manurung',
  'Pangaribuan',
  'Wahyudi',
  'Kurniawan',
  'Syahputra',
];
export const CITIES = [
  'Yogyakarta',
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Semarang',
  'Medan',
  'Makassar',
  'Malang',
  'Solo',
  'Bogor',
  'Palembang',
  'Denpasar',
  'Padang',
  'Pontianak',
  'Banjarmasin',
  'Kediri',
  'Blitar',
  'Magelang',
  'Cirebon',
  'Tegal',
];
export const THESIS_TOPICS = [
  'Analisis Pengaruh {x} terhadap Kinerja Keuangan Perusahaan Manufaktur',
  'Rancang Bangun Sistem Informasi {x} Berbasis Web',
  'Penerapan Metode {x} pada Klasifikasi Citra Daun Padi',
  'Studi Perbandingan {x} pada Struktur Gedung Bertingkat',
  'Peran {x} dalam Peningkatan Literasi Digital Masyarakat Desa',
  'Implementasi {x} untuk Deteksi Dini Penyakit Tanaman',
  'Tinjauan Yuridis {x} dalam Perjanjian Jual Beli Online',
  'Strategi {x} UMKM di Era Ekonomi Digital',
];
export const THESIS_FILL = [
  'Machine Learning',
  'Good Corporate Governance',
  'Internet of Things',
  'Media Sosial',
  'Fintech Syariah',
  'Deep Learning',
  'Pemasaran Digital',
  'Kepemimpinan Transformasional',
  'Blockchain',
  'Green Accounting',
];
