/** Delegação: o que o usuário conectado não pode conceder (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint: 'As permissões que você não tem aparecem em cinza: você não pode concedê-las.',
      permission_not_held: 'Você não tem %{permission}, então não pode concedê-la.',
      roles_hint: 'Os papéis com permissões que você não tem aparecem em cinza: você não pode atribuí-los.',
      role_not_grantable: 'Tem permissões que você não tem: %{missing}',
    },
  },
};
