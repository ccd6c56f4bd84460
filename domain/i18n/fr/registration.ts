/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'Un administrateur approuve les nouveaux comptes : après avoir confirmé votre adresse e-mail, attendez l’e-mail d’approbation avant de vous connecter.',
      },
      register_success: {
        approval_hint:
          'Un administrateur examine ensuite votre inscription ; nous vous écrirons dès qu’elle sera approuvée.',
      },
    },
    users: {
      approval: {
        filter: 'En attente d’approbation',
        approve: 'Approuver',
        reject: 'Refuser',
        approved: '%{smart_count} compte approuvé. |||| %{smart_count} comptes approuvés.',
        rejected: '%{smart_count} compte refusé. |||| %{smart_count} comptes refusés.',
        none: 'Aucun des comptes choisis n’attend d’approbation.',
        confirm_title: 'Refuser l’inscription ? |||| Refuser %{smart_count} inscriptions ?',
        confirm_content:
          'Le compte ne pourra toujours pas se connecter et son titulaire reçoit un e-mail. |||| Les comptes ne pourront toujours pas se connecter et leurs titulaires reçoivent un e-mail.',
      },
    },
  },
};
