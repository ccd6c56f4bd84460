/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Per Probelauf geprüft: %{smart_count} Studierende/r würde angelegt. Gespeichert wird erst beim Import. |||| Per Probelauf geprüft: %{smart_count} Studierende würden angelegt. Gespeichert wird erst beim Import.',
        to_update: 'Zu aktualisieren: %{updated}.',
        update_existing: 'Vorhandene Studierende aktualisieren',
        update_existing_help:
          'Eine Zeile, deren NIM an ihrer Hochschule schon gespeichert ist, aktualisiert diese Person, statt abgelehnt zu werden.',
      },
    },
  },
};
