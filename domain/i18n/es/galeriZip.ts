/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'No incluidos en el ZIP (estos grupos no permiten descargas): %{groups}',
        left_out_group: '%{nama} (%{smart_count} foto) |||| %{nama} (%{smart_count} fotos)',
      },
    },
  },
};
