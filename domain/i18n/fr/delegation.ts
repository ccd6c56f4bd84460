/** Délégation : ce que l’utilisateur connecté ne peut pas accorder (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint:
        'Les autorisations que vous n’avez pas sont grisées : vous ne pouvez pas les accorder.',
      permission_not_held: 'Vous n’avez pas %{permission} : vous ne pouvez donc pas l’accorder.',
      roles_hint:
        'Les rôles détenant des autorisations que vous n’avez pas sont grisés : vous ne pouvez pas les attribuer.',
      role_not_grantable: 'Détient des autorisations que vous n’avez pas : %{missing}',
    },
  },
};
