/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Uso del plan',
      company_title: 'Uso del plan por universidad',
      plan: 'Plan %{plan}',
      no_plan: 'Sin plan: sin límites',
      period: 'Suscripción %{start} – %{end}',
      read_only: 'Solo lectura',
      quota: {
        mahasiswa: 'Estudiantes',
        acara: 'Eventos',
        foto: 'Fotos',
        storage: 'Almacenamiento de fotos (GB)',
      },
      used_of: '%{used} de %{limit} (%{percent} %)',
      used_unlimited: '%{used}, sin límite',
      none: 'Ninguna universidad tiene plan todavía.',
      error: 'No se pudo cargar el uso del plan.',
      read_only_banner:
        'La suscripción de %{pt} terminó el %{end} y su periodo de gracia el %{graceEnd}: sus datos son de solo lectura hasta que se renueve la suscripción.',
    },
  },
};
