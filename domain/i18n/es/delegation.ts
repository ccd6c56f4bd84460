/** Delegación: lo que el usuario con sesión iniciada no puede conceder (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint: 'Los permisos que usted no tiene aparecen en gris: no puede concederlos.',
      permission_not_held: 'Usted no tiene %{permission}, así que no puede concederlo.',
      roles_hint: 'Los roles con permisos que usted no tiene aparecen en gris: no puede asignarlos.',
      role_not_grantable: 'Tiene permisos que usted no tiene: %{missing}',
    },
  },
};
