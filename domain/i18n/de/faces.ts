/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Meine Fotos finden',
      intro: 'Lassen Sie Wisuda Sie auf den Fotos der Feier finden, wenn Sie das möchten.',
      consent: {
        heading: 'Bevor Sie es einschalten',
        what: 'Was berechnet wird: aus einem Foto Ihres Gesichts ein Gesichtsabdruck (128 Zahlen, die Ihr Gesicht beschreiben). Das Foto selbst wird nicht aufbewahrt. Nur wenn Ihre Hochschule Ihr Profilfoto nicht geprüft hat, sehen Mitarbeitende der Hochschule eine kleine Kopie Ihres Selfies, um sie mit Ihrem Studierendendatensatz zu vergleichen; sie wird nach ihrer Entscheidung gelöscht.',
        how: 'Wie er verwendet wird: Die Fotos Ihrer Abschlussfeier werden auf dem eigenen Server der Hochschule mit Ihrem Abdruck verglichen, ohne Cloud-Dienst. Gesichter anderer Personen auf den Fotos werden nicht gespeichert.',
        who: 'Wer ihn sieht: Nur Sie sehen die Ihnen vorgeschlagenen Fotos, und nur Sie entscheiden, ob Sie es sind. Niemand, auch kein Administrator, kann Ihren Abdruck lesen.',
        withdraw:
          'Wie Sie aufhören: Schalten Sie es hier jederzeit aus. Ihr Abdruck und jeder Vorschlag, den Sie nicht bestätigt haben, werden sofort gelöscht; bestätigte Fotos bleiben markiert.',
        legal:
          'Ein Gesichtsabdruck ist ein biometrisches Datum (DSGVO Art. 9; indonesisches Gesetz 27/2022 zum Schutz personenbezogener Daten). Diese Einwilligung ist freiwillig und getrennt von den Nutzungsbedingungen.',
        version: 'Version der Erklärung %{version}',
        agree: 'Ich habe das gelesen und willige in die Gesichtssuche ein',
      },
      turn_on: 'Gesichtssuche einschalten',
      turn_off: 'Ausschalten und meine Gesichtsdaten löschen',
      turn_off_title: 'Gesichtssuche ausschalten?',
      turn_off_confirm: 'Ihr Gesichtsabdruck und jeder nicht bestätigte Vorschlag werden gelöscht.',
      on_since: 'Eingeschaltet seit %{date} (Version der Erklärung %{version}).',
      disabled: 'Die Gesichtssuche ist für Ihre Hochschule noch nicht verfügbar.',
      no_acara: 'Sie können Ihr Gesicht hinzufügen, sobald Sie für eine Abschlussfeier angemeldet sind.',
      consented: 'Die Gesichtssuche ist eingeschaltet.',
      withdrawn: 'Die Gesichtssuche ist ausgeschaltet; Ihre Gesichtsdaten wurden gelöscht.',
      enrol: {
        heading: 'Ihr Gesicht',
        help: 'Machen Sie ein Selfie (nur Sie, Blick in die Kamera, gutes Licht), laden Sie eines hoch oder verwenden Sie Ihr Profilfoto.',
        help_without_profile:
          'Machen Sie ein Selfie (nur Sie, Blick in die Kamera, gutes Licht) oder laden Sie eines hoch.',
        camera: 'Selfie aufnehmen',
        upload: 'Foto hochladen',
        profile: 'Mein Profilfoto verwenden',
        profile_unverified:
          'Ihr Profilfoto kann hier verwendet werden, sobald Ihre Hochschule geprüft hat, dass es Sie zeigt.',
        done: 'Gesicht hinzugefügt am %{date}.',
        again: 'Ersetzen',
        saved: 'Ihr Gesicht wurde hinzugefügt. Ihre Fotos werden gesucht.',
        match_profile: 'Ein Selfie muss dieselbe Person zeigen wie Ihr geprüftes Profilfoto.',
        review_first:
          'Ihre Hochschule hat Ihr Profilfoto noch nicht geprüft. Deshalb vergleichen Mitarbeitende der Hochschule Ihr Selfie mit Ihrem Studierendendatensatz, bevor es verwendet wird.',
        sent: 'Ihr Selfie wurde an Ihre Hochschule gesendet, um es mit Ihrem Studierendendatensatz zu vergleichen.',
        waiting:
          'Ihr Selfie vom %{date} wartet: Mitarbeitende der Hochschule vergleichen es mit Ihrem Studierendendatensatz. Ihre Fotos werden durchsucht, sobald sie es freigeben.',
        refused:
          'Mitarbeitende der Hochschule konnten nicht bestätigen, dass Ihr Selfie vom %{date} Sie zeigt; es wurde daher gelöscht. Fügen Sie ein anderes hinzu oder bitten Sie Ihre Hochschule, Ihr Profilfoto zu prüfen.',
      },
      camera: {
        title: 'Selfie aufnehmen',
        capture: 'Aufnehmen',
        cancel: 'Abbrechen',
        unavailable: 'Die Kamera kann hier nicht verwendet werden; laden Sie stattdessen ein Foto hoch.',
      },
      suggestions: {
        title: 'Sind Sie das?',
        help: 'Fotos, auf denen die Gesichtssuche Sie gefunden hat. Bestätigen Sie, um sie zu Ihren Fotos hinzuzufügen; ein abgelehntes wird nie wieder vorgeschlagen.',
        yes: 'Ja, das bin ich',
        no: 'Nicht ich',
        waiting:
          '%{smart_count} Vorschlag wartet in Ihrer Galerie |||| %{smart_count} Vorschläge warten in Ihrer Galerie',
        confirmed: 'Zu Ihren Fotos hinzugefügt.',
        rejected: 'Es wird nicht wieder vorgeschlagen.',
        photo: 'Vorgeschlagenes Foto %{name}',
      },
      review: {
        title: 'Selfies zum Vergleich mit dem Datensatz',
        help: 'Diese Studierenden haben kein geprüftes Profilfoto. Vergleichen Sie jedes Selfie mit dem Studierendendatensatz: Die Gesichtssuche verwendet ein Selfie erst nach Ihrer Freigabe, und das Selfie wird nach Ihrer Entscheidung gelöscht.',
        submitted: 'Gesendet am %{date}',
        selfie: 'Selfie von %{name}',
        profile_photo: 'Profilfoto im Datensatz von %{name}',
        profile_unverified: 'Profilfoto nicht geprüft',
        no_profile_photo: 'Kein Profilfoto im Datensatz',
        open_record: 'Datensatz öffnen',
        approve: 'Das ist diese Person',
        refuse: 'Nicht diese Person',
        approved: 'Freigegeben: Die Gesichtssuche verwendet dieses Selfie.',
        refused: 'Abgelehnt: Das Selfie wurde gelöscht; die Person wird informiert.',
      },
      admin: {
        title: 'Gesichtssuche',
        none: 'Die Gesichtssuche ist für alle Hochschulen ausgeschaltet; ein Administrator schaltet sie im Formular einer Hochschule ein.',
        pt: 'Hochschule',
        state: 'Gesichtssuche',
        on: 'An',
        off: 'Aus',
        switch: 'Gesichtssuche bei %{pt}',
        opted_in: 'Eingewilligt',
        enrolled: 'Gesicht hinzugefügt',
        progress:
          'Fotos in der Warteschlange: %{waiting} · gerade durchsucht: %{active} · bisher durchsucht: %{scanned}',
        group_counts: 'Gesichtssuche: %{suggested} vorgeschlagen, %{confirmed} bestätigt',
        tag_confirmed: 'Bestätigte markieren',
        tagged: '%{smart_count} Foto markiert |||| %{smart_count} Fotos markiert',
      },
    },
  },
};
