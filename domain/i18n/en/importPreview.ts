/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Checked by a trial run: %{smart_count} student would be created. Nothing is saved until you import. |||| Checked by a trial run: %{smart_count} students would be created. Nothing is saved until you import.',
        to_update: 'To be updated: %{updated}.',
        update_existing: 'Update students that already exist',
        update_existing_help:
          'A row whose NIM is already stored at its university updates that student instead of being refused.',
      },
    },
  },
};
