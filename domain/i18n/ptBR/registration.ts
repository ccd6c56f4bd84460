/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'Um administrador aprova as contas novas: depois de confirmar seu e-mail, aguarde o e-mail de aprovação antes de entrar.',
      },
      register_success: {
        approval_hint:
          'Depois um administrador analisa seu cadastro; avisaremos por e-mail quando for aprovado.',
      },
    },
    users: {
      approval: {
        filter: 'Aguardando aprovação',
        approve: 'Aprovar',
        reject: 'Recusar',
        approved: '%{smart_count} conta aprovada. |||| %{smart_count} contas aprovadas.',
        rejected: '%{smart_count} conta recusada. |||| %{smart_count} contas recusadas.',
        none: 'Nenhuma das contas escolhidas está aguardando aprovação.',
        confirm_title: 'Recusar o cadastro? |||| Recusar %{smart_count} cadastros?',
        confirm_content:
          'A conta continua sem poder entrar e o titular recebe um e-mail. |||| As contas continuam sem poder entrar e os titulares recebem um e-mail.',
      },
    },
  },
};
