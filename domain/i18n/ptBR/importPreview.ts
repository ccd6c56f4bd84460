/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Verificado em um teste: %{smart_count} estudante seria criado. Nada é salvo até você importar. |||| Verificado em um teste: %{smart_count} estudantes seriam criados. Nada é salvo até você importar.',
        to_update: 'A atualizar: %{updated}.',
        update_existing: 'Atualizar estudantes existentes',
        update_existing_help:
          'Uma linha cujo NIM já está salvo na sua universidade atualiza esse estudante em vez de ser recusada.',
      },
    },
  },
};
