/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Diperiksa dengan uji coba: %{smart_count} mahasiswa akan dibuat. Belum ada yang disimpan sampai Anda mengimpor.',
        to_update: 'Akan diperbarui: %{updated}.',
        update_existing: 'Perbarui mahasiswa yang sudah ada',
        update_existing_help:
          'Baris yang NIM-nya sudah tersimpan di perguruan tingginya memperbarui mahasiswa itu, bukan ditolak.',
      },
    },
  },
};
