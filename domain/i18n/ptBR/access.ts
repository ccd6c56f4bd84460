/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'As telas da sua função, a um clique.',
      nothing_open:
        'Sua função ainda não abre nenhuma tela. Peça a um administrador que lhe dê as permissões necessárias.',
    },
    access: {
      refused: 'Você não pode ler %{name}: sua função não tem a permissão %{permission}.',
      title: 'Acesso a %{name}',
    },
  },
};
