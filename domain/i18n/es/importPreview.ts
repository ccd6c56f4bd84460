/** The import preview: a dry run of the commit (nothing saved yet), creating and updating students. */
export default {
  app: {
    resources: {
      import: {
        dry_run:
          'Comprobado con una prueba: se crearía %{smart_count} estudiante. No se guarda nada hasta que importe. |||| Comprobado con una prueba: se crearían %{smart_count} estudiantes. No se guarda nada hasta que importe.',
        to_update: 'Por actualizar: %{updated}.',
        update_existing: 'Actualizar estudiantes existentes',
        update_existing_help:
          'Una fila cuyo NIM ya está guardado en su universidad actualiza a ese estudiante en lugar de rechazarse.',
      },
    },
  },
};
