/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'An administrator approves new accounts: after confirming your e-mail address, wait for the approval e-mail before signing in.',
      },
      register_success: {
        approval_hint:
          'An administrator then reviews your registration; we will e-mail you once it is approved.',
      },
    },
    users: {
      approval: {
        filter: 'Awaiting approval',
        approve: 'Approve',
        reject: 'Reject',
        approved: '%{smart_count} account approved. |||| %{smart_count} accounts approved.',
        rejected: '%{smart_count} account rejected. |||| %{smart_count} accounts rejected.',
        none: 'None of the chosen accounts is awaiting approval.',
        confirm_title: 'Reject the registration? |||| Reject %{smart_count} registrations?',
        confirm_content:
          'The account stays unable to sign in and its owner gets an e-mail. |||| The accounts stay unable to sign in and their owners get an e-mail.',
      },
    },
  },
};
