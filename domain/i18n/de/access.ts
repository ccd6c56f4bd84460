/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'Die Seiten Ihrer Rolle, einen Klick entfernt.',
      nothing_open:
        'Ihre Rolle öffnet noch keine Seite. Bitten Sie einen Administrator, ihr die nötigen Berechtigungen zu geben.',
    },
    access: {
      refused: 'Sie dürfen %{name} nicht lesen: Ihrer Rolle fehlt die Berechtigung %{permission}.',
      title: 'Zugriff auf %{name}',
    },
  },
};
