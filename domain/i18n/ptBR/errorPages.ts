/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Voltar ao painel',
      to_login: 'Ir para o login',
      retry: 'Tentar novamente',
      code: 'Erro %{code}',
      not_found: {
        title: 'Página não encontrada',
        message: 'A página solicitada não existe ou foi movida. Verifique o endereço ou volte ao início.',
      },
      server_error: {
        title: 'Algo deu errado',
        message:
          'O servidor não conseguiu concluir a solicitação. Tente novamente em instantes; se continuar, avise o seu administrador.',
      },
      unavailable: {
        title: 'Serviço indisponível',
        message:
          'O Wisuda está temporariamente indisponível (manutenção ou falha no banco de dados). Tente novamente em alguns minutos.',
      },
      link_expired: {
        title: 'Link expirado ou já utilizado',
        message:
          'Este link não funciona mais: expirou ou já foi utilizado. Os links dos nossos e-mails funcionam uma única vez e por tempo limitado.',
        new_reset_link: 'Pedir um novo link de redefinição',
      },
    },
  },
};

export default errorPages;
