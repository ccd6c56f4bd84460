/** Error pages (404, 403, 500, 503, a mailed link expired or used): titles, texts, ways out. */
const errorPages = {
  app: {
    error_pages: {
      to_dashboard: 'Zurück zum Dashboard',
      to_login: 'Zur Anmeldung',
      retry: 'Erneut versuchen',
      code: 'Fehler %{code}',
      not_found: {
        title: 'Seite nicht gefunden',
        message:
          'Die angeforderte Seite gibt es nicht oder sie wurde verschoben. Prüfen Sie die Adresse oder kehren Sie zur Startseite zurück.',
      },
      server_error: {
        title: 'Etwas ist schiefgelaufen',
        message:
          'Der Server konnte die Anfrage nicht abschließen. Bitte versuchen Sie es gleich noch einmal; wenn es weiter passiert, wenden Sie sich an Ihre Administration.',
      },
      unavailable: {
        title: 'Dienst nicht verfügbar',
        message:
          'Wisuda ist kurzzeitig nicht verfügbar (Wartung oder Datenbankausfall). Bitte versuchen Sie es in ein paar Minuten erneut.',
      },
      link_expired: {
        title: 'Link abgelaufen oder bereits verwendet',
        message:
          'Dieser Link funktioniert nicht mehr: Er ist abgelaufen oder wurde bereits verwendet. Links in unseren E-Mails gelten nur einmal und nur für begrenzte Zeit.',
        new_reset_link: 'Neuen Link zum Zurücksetzen anfordern',
      },
    },
  },
};

export default errorPages;
