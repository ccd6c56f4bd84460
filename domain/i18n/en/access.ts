/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: "Your role's screens, one click away.",
      nothing_open:
        'Your role opens no screen yet. Ask an administrator to give it the permissions it needs.',
    },
    access: {
      refused: 'You may not read %{name}: your role lacks the permission %{permission}.',
      title: 'Access to %{name}',
    },
  },
};
