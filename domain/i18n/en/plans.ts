/** The plan meters and the read-only notice of an ended subscription (docs/tenancy.md). */
export default {
  app: {
    plans: {
      title: 'Plan usage',
      company_title: 'Plan usage per university',
      plan: 'Plan %{plan}',
      no_plan: 'No plan: no limits',
      period: 'Subscription %{start} – %{end}',
      read_only: 'Read-only',
      quota: {
        mahasiswa: 'Students',
        acara: 'Events',
        foto: 'Photos',
        storage: 'Photo storage (GB)',
      },
      used_of: '%{used} of %{limit} (%{percent}%)',
      used_unlimited: '%{used}, unlimited',
      none: 'No university has a plan yet.',
      error: 'The plan usage could not be loaded.',
      read_only_banner:
        'The subscription of %{pt} ended on %{end} and its grace period on %{graceEnd}: its data is read-only until the subscription is renewed.',
    },
  },
};
