/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Vérifié par un essai : %{smart_count} étudiant serait créé. Rien n’est enregistré avant l’import. |||| Vérifié par un essai : %{smart_count} étudiants seraient créés. Rien n’est enregistré avant l’import.',
        to_update: 'À mettre à jour : %{updated}.',
        update_existing: 'Mettre à jour les étudiants existants',
        update_existing_help:
          'Une ligne dont le NIM est déjà enregistré dans son université met à jour cet étudiant au lieu d’être refusée.',
      },
    },
  },
};
