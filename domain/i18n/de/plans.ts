/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Paketnutzung',
      company_title: 'Paketnutzung je Hochschule',
      plan: 'Paket %{plan}',
      no_plan: 'Kein Paket: keine Grenzen',
      period: 'Abonnement %{start} – %{end}',
      read_only: 'Schreibgeschützt',
      quota: {
        mahasiswa: 'Studierende',
        acara: 'Veranstaltungen',
        foto: 'Fotos',
        storage: 'Fotospeicher (GB)',
      },
      used_of: '%{used} von %{limit} (%{percent} %)',
      used_unlimited: '%{used}, unbegrenzt',
      none: 'Noch keine Hochschule hat ein Paket.',
      error: 'Die Paketnutzung konnte nicht geladen werden.',
      read_only_banner:
        'Das Abonnement von %{pt} endete am %{end}, die Kulanzzeit am %{graceEnd}: Die Daten sind schreibgeschützt, bis das Abonnement verlängert wird.',
    },
  },
};
