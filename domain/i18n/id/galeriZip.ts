/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'Tidak termasuk dalam ZIP (grup ini tidak mengizinkan unduhan): %{groups}',
        left_out_group: '%{nama} (%{smart_count} foto)',
      },
    },
  },
};
