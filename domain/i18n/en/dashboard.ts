/** Dashboard figures, charts and the student's countdown. */
export default {
  app: {
    dashboard: {
      stats: {
        perguruan_tinggi: 'Universities',
        mahasiswa: 'Students',
        acara: 'Events',
        foto: 'Photos',
        students: 'Students',
        photos: 'Photos',
        next_acara: 'Next event',
        no_next_acara: 'No event is planned.',
        registered: '%{smart_count} student registered |||| %{smart_count} students registered',
      },
      charts: {
        per_pt: 'Students per university',
        per_acara: 'Students per event',
        uploads: 'Photos uploaded in the last 30 days',
      },
      student: {
        my_acara: 'My graduation',
        no_acara: 'You are not yet assigned to an event.',
        countdown_done: 'The ceremony has begun or is over. Congratulations!',
        countdown_label: 'Time to go: %{days} d, %{hours} h, %{minutes} min',
        units: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
        profile: 'Profile completeness',
        profile_done: 'Your profile is complete.',
        profile_todo: 'Complete your profile so that your data is right on the day.',
        edit_profile: 'Complete my profile',
        newest: 'Newest photos of me (%{smart_count})',
        open_gallery: 'Open my gallery',
        no_photos: 'No photos of you yet.',
      },
    },
  },
};
