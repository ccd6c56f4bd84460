/** The student gallery's ZIP download: the groups it leaves out. */
export default {
  app: {
    galeri: {
      zip: {
        left_out: 'Exclus du ZIP (ces groupes n’autorisent pas le téléchargement) : %{groups}',
        left_out_group: '%{nama} (%{smart_count} photo) |||| %{nama} (%{smart_count} photos)',
      },
    },
  },
};
