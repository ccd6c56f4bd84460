/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'Nicht im ZIP enthalten (diese Gruppen erlauben keine Downloads): %{groups}',
        left_out_group: '%{nama} (%{smart_count} Foto) |||| %{nama} (%{smart_count} Fotos)',
      },
    },
  },
};
