/** Delegation: what the signed-in user may not grant (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint: 'Permissions you do not hold are greyed out: you cannot grant them.',
      permission_not_held: 'You do not hold %{permission}, so you cannot grant it.',
      roles_hint: 'Roles holding permissions you do not have are greyed out: you cannot grant them.',
      role_not_grantable: 'Holds permissions you do not have: %{missing}',
    },
  },
};
