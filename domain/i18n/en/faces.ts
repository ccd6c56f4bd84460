/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Find my photos',
      intro: 'Let Wisuda find you in the ceremony photos, if you want it to.',
      consent: {
        heading: 'Before you turn it on',
        what: 'What is computed: from one photo of your face, a face fingerprint (128 numbers describing your face). The photo itself is not kept. Only if your university has not verified your profile photo, university staff see a small copy of your selfie to compare it with your student record; it is deleted once they decide.',
        how: 'How it is used: the photos of your graduation ceremony are compared with your fingerprint on the university’s own server, with no cloud service. Faces of other people in the photos are not stored.',
        who: 'Who sees it: only you see the photos suggested to you, and only you decide whether it is you. Nobody, administrators included, can read your fingerprint.',
        withdraw:
          'How to stop: turn it off here at any time. Your fingerprint and every suggestion you did not confirm are deleted at once; photos you confirmed stay tagged.',
        legal:
          'A face fingerprint is biometric data (GDPR Art. 9; Indonesia’s Law 27/2022 on personal data protection). This consent is voluntary and separate from the terms of use.',
        version: 'Explanation version %{version}',
        agree: 'I have read this and agree to face search',
      },
      turn_on: 'Turn on face search',
      turn_off: 'Turn off and delete my face data',
      turn_off_title: 'Turn off face search?',
      turn_off_confirm: 'Your face fingerprint and every suggestion you did not confirm will be deleted.',
      on_since: 'On since %{date} (explanation version %{version}).',
      disabled: 'Face search is not available for your university yet.',
      no_acara: 'You can add your face once you are registered for a graduation ceremony.',
      consented: 'Face search is on.',
      withdrawn: 'Face search is off; your face data was deleted.',
      enrol: {
        heading: 'Your face',
        help: 'Take a selfie (only you, facing the camera, in good light), upload one, or use your profile photo.',
        help_without_profile: 'Take a selfie (only you, facing the camera, in good light) or upload one.',
        camera: 'Take a selfie',
        upload: 'Upload a photo',
        profile: 'Use my profile photo',
        profile_unverified:
          'Your profile photo can be used here once your university has verified that it shows you.',
        done: 'Face added on %{date}.',
        again: 'Replace it',
        saved: 'Your face was added. Your photos are being searched.',
        match_profile: 'A selfie must show the same person as your verified profile photo.',
        review_first:
          'Your university has not verified your profile photo yet, so university staff will compare your selfie with your student record before it is used.',
        sent: 'Your selfie was sent to your university, to be compared with your student record.',
        waiting:
          'Your selfie of %{date} is waiting: university staff will compare it with your student record. Your photos are searched once they approve it.',
        refused:
          'University staff could not confirm that your selfie of %{date} shows you, so it was deleted. Add another one, or ask your university to verify your profile photo.',
      },
      camera: {
        title: 'Take a selfie',
        capture: 'Capture',
        cancel: 'Cancel',
        unavailable: 'The camera cannot be used here; upload a photo instead.',
      },
      suggestions: {
        title: 'Is this you?',
        help: 'Photos in which face search found you. Confirm to add them to your photos; a rejected one is never suggested again.',
        yes: 'Yes, it is me',
        no: 'Not me',
        waiting:
          '%{smart_count} suggestion waiting in your gallery |||| %{smart_count} suggestions waiting in your gallery',
        confirmed: 'Added to your photos.',
        rejected: 'It will not be suggested again.',
        photo: 'Suggested photo %{name}',
      },
      review: {
        title: 'Selfies to compare with the record',
        help: 'These students have no verified profile photo. Compare each selfie with the student record: face search uses a selfie only once you approve it, and the selfie is deleted once you decide.',
        submitted: 'Sent on %{date}',
        selfie: 'Selfie of %{name}',
        profile_photo: 'Profile photo on the record of %{name}',
        profile_unverified: 'Profile photo not verified',
        no_profile_photo: 'No profile photo on the record',
        open_record: 'Open the record',
        approve: 'It is this student',
        refuse: 'Not this student',
        approved: 'Approved: face search uses this selfie.',
        refused: 'Refused: the selfie was deleted; the student is told.',
      },
      admin: {
        title: 'Face search',
        none: 'Face search is off for every perguruan tinggi; an administrator turns it on in a perguruan tinggi’s form.',
        pt: 'Perguruan tinggi',
        state: 'Face search',
        on: 'On',
        off: 'Off',
        switch: 'Face search at %{pt}',
        opted_in: 'Opted in',
        enrolled: 'Face added',
        progress:
          'Photos waiting for the scan: %{waiting} · being scanned: %{active} · scanned so far: %{scanned}',
        group_counts: 'Face search: %{suggested} suggested, %{confirmed} confirmed',
        tag_confirmed: 'Tag confirmed matches',
        tagged: '%{smart_count} photo tagged |||| %{smart_count} photos tagged',
      },
    },
  },
};
