/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'Les écrans de votre rôle, à un clic.',
      nothing_open:
        "Votre rôle n'ouvre encore aucun écran. Demandez à un administrateur de lui donner les permissions nécessaires.",
    },
    access: {
      refused: "Vous ne pouvez pas lire %{name} : votre rôle n'a pas la permission %{permission}.",
      title: 'Accès à %{name}',
    },
  },
};
