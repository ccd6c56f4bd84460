/** Delegasi: apa yang tidak dapat diberikan pengguna yang masuk (docs/security.md). */
export default {
  app: {
    delegation: {
      permissions_hint: 'Izin yang tidak Anda miliki ditampilkan abu-abu: Anda tidak dapat memberikannya.',
      permission_not_held: 'Anda tidak memiliki %{permission}, jadi tidak dapat memberikannya.',
      roles_hint:
        'Role yang memiliki izin yang tidak Anda miliki ditampilkan abu-abu: Anda tidak dapat memberikannya.',
      role_not_grantable: 'Memiliki izin yang tidak Anda miliki: %{missing}',
    },
  },
};
