/** Delegation: was der angemeldete Benutzer nicht vergeben darf (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint:
        'Berechtigungen, die Sie nicht haben, sind ausgegraut: Sie können sie nicht vergeben.',
      permission_not_held: 'Sie haben %{permission} nicht und können es daher nicht vergeben.',
      roles_hint:
        'Rollen mit Berechtigungen, die Sie nicht haben, sind ausgegraut: Sie können sie nicht vergeben.',
      role_not_grantable: 'Hat Berechtigungen, die Sie nicht haben: %{missing}',
    },
  },
};
