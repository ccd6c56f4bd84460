/** Números do painel, gráficos e a contagem regressiva do estudante. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Universidades',
        mahasiswa: 'Estudantes',
        acara: 'Eventos',
        foto: 'Fotos',
        students: 'Estudantes',
        photos: 'Fotos',
        next_acara: 'Próxima cerimônia',
        no_next_acara: 'Nenhuma cerimônia está prevista.',
        registered: '%{smart_count} estudante inscrito |||| %{smart_count} estudantes inscritos',
      },
      charts: {
        per_pt: 'Estudantes por universidade',
        per_acara: 'Estudantes por cerimônia',
        uploads: 'Fotos enviadas nos últimos 30 dias',
      },
      student: {
        my_acara: 'Minha formatura',
        no_acara: 'Você ainda não foi atribuído a uma cerimônia.',
        countdown_done: 'A cerimônia começou ou já terminou. Parabéns!',
        countdown_label: 'Tempo restante: %{days} d, %{hours} h, %{minutes} min',
        units: { days: 'dias', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
        profile: 'Perfil preenchido',
        profile_done: 'Seu perfil está completo.',
        profile_todo: 'Complete seu perfil para que seus dados estejam corretos no grande dia.',
        edit_profile: 'Completar meu perfil',
        newest: 'Minhas fotos mais recentes (%{smart_count})',
        open_gallery: 'Abrir minha galeria',
        no_photos: 'Ainda não há fotos suas.',
      },
    },
  },
};
