/** Registration an institution controls: approval mode on the register pages, the Users approval queue. */
export default {
  app: {
    auth: {
      register: {
        approval_note:
          'Neue Konten werden von einem Administrator freigegeben: Bestätigen Sie Ihre E-Mail-Adresse und warten Sie vor der Anmeldung auf die Freigabe-E-Mail.',
      },
      register_success: {
        approval_hint:
          'Danach prüft ein Administrator Ihre Registrierung; wir schreiben Ihnen, sobald sie freigegeben ist.',
      },
    },
    users: {
      approval: {
        filter: 'Wartet auf Freigabe',
        approve: 'Freigeben',
        reject: 'Ablehnen',
        approved: '%{smart_count} Konto freigegeben. |||| %{smart_count} Konten freigegeben.',
        rejected: '%{smart_count} Konto abgelehnt. |||| %{smart_count} Konten abgelehnt.',
        none: 'Keines der gewählten Konten wartet auf Freigabe.',
        confirm_title: 'Registrierung ablehnen? |||| %{smart_count} Registrierungen ablehnen?',
        confirm_content:
          'Das Konto kann sich weiterhin nicht anmelden, der Inhaber erhält eine E-Mail. |||| Die Konten können sich weiterhin nicht anmelden, die Inhaber erhalten eine E-Mail.',
      },
    },
  },
};
