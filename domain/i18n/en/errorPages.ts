/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Back to the dashboard',
      to_login: 'Go to sign in',
      retry: 'Try again',
      code: 'Error %{code}',
      not_found: {
        title: 'Page not found',
        message: 'The page you asked for does not exist or has moved. Check the address, or go back home.',
      },
      server_error: {
        title: 'Something went wrong',
        message:
          'The server could not complete the request. Please try again in a moment; if it keeps happening, tell your administrator.',
      },
      unavailable: {
        title: 'Service unavailable',
        message:
          'Wisuda is briefly unavailable (maintenance or a database outage). Please try again in a few minutes.',
      },
      link_expired: {
        title: 'Link expired or already used',
        message:
          'This link no longer works: it has expired or has already been used. Links in our e-mails work only once and for a limited time.',
        new_reset_link: 'Ask for a new reset link',
      },
    },
  },
};

export default errorPages;
