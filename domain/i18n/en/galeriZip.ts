/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'Left out of the ZIP (these groups do not allow downloads): %{groups}',
        left_out_group: '%{nama} (%{smart_count} photo) |||| %{nama} (%{smart_count} photos)',
      },
    },
  },
};
