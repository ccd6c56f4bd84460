/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Utilisation de la formule',
      company_title: 'Utilisation de la formule par établissement',
      plan: 'Formule %{plan}',
      no_plan: 'Sans formule : sans limites',
      period: 'Abonnement %{start} – %{end}',
      read_only: 'Lecture seule',
      quota: {
        mahasiswa: 'Étudiants',
        acara: 'Événements',
        foto: 'Photographies',
        storage: 'Stockage de photos (Go)',
      },
      used_of: '%{used} sur %{limit} (%{percent} %)',
      used_unlimited: '%{used}, illimité',
      none: "Aucun établissement n'a encore de formule.",
      error: "L'utilisation de la formule n'a pas pu être chargée.",
      read_only_banner:
        "L'abonnement de %{pt} a pris fin le %{end} et son délai de grâce le %{graceEnd} : ses données sont en lecture seule jusqu'au renouvellement de l'abonnement.",
    },
  },
};
