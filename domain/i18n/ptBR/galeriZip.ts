/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'Fora do ZIP (estes grupos não permitem downloads): %{groups}',
        left_out_group: '%{nama} (%{smart_count} foto) |||| %{nama} (%{smart_count} fotos)',
      },
    },
  },
};
