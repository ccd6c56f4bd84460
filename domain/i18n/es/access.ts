/** What a role may not see, said plainly: its dashboard's shortcuts, a refused read of a custom page. */
export default {
  app: {
    dashboard: {
      role_intro: 'Las pantallas de tu rol, a un clic.',
      nothing_open:
        'Tu rol aún no abre ninguna pantalla. Pide a un administrador que le dé los permisos que necesita.',
    },
    access: {
      refused: 'No puedes leer %{name}: tu rol no tiene el permiso %{permission}.',
      title: 'Acceso a %{name}',
    },
  },
};
