/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Uso do plano',
      company_title: 'Uso do plano por instituição',
      plan: 'Plano %{plan}',
      no_plan: 'Sem plano: sem limites',
      period: 'Assinatura %{start} – %{end}',
      read_only: 'Somente leitura',
      quota: {
        mahasiswa: 'Estudantes',
        acara: 'Eventos',
        foto: 'Fotos',
        storage: 'Armazenamento de fotos (GB)',
      },
      used_of: '%{used} de %{limit} (%{percent}%)',
      used_unlimited: '%{used}, ilimitado',
      none: 'Nenhuma instituição tem plano ainda.',
      error: 'Não foi possível carregar o uso do plano.',
      read_only_banner:
        'A assinatura de %{pt} terminou em %{end} e o período de carência em %{graceEnd}: os dados ficam somente leitura até a assinatura ser renovada.',
    },
  },
};
