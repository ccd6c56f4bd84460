import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const de: MailCatalog = {
  verification: {
    subject: 'Bestätigen Sie Ihre Wisuda-E-Mail-Adresse',
    greeting: 'Hallo,',
    lines: [
      'Vielen Dank für Ihre Registrierung bei Wisuda. Öffnen Sie den Link unten, um Ihre E-Mail-Adresse zu bestätigen.',
      'Der Link ist 24 Stunden gültig und funktioniert nur einmal.',
    ],
    action: 'E-Mail bestätigen',
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  reset: {
    subject: 'Wisuda-Passwort zurücksetzen',
    greeting: 'Hallo %{name},',
    lines: [
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
      'Der Link ist 1 Stunde gültig und funktioniert nur einmal. Alle Ihre Sitzungen werden abgemeldet.',
    ],
    action: 'Passwort zurücksetzen',
    footer:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  alreadyRegistered: {
    subject: 'Registrierungsversuch bei Wisuda',
    greeting: 'Hallo %{name},',
    lines: [
      'Jemand hat versucht, sich mit dieser E-Mail-Adresse bei Wisuda zu registrieren, aber für sie gibt es bereits ein Konto.',
    ],
    links: ['Anmelden:', 'Passwort vergessen? Hier zurücksetzen:'],
    footer: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Konto bleibt unverändert.',
  },
  invitation: {
    subject: 'Ihr Wisuda-Konto',
    greeting: 'Hallo %{name},',
    lines: [
      'Für Sie wurde ein Wisuda-Konto angelegt. Öffnen Sie den Link unten, um Ihr Passwort zu wählen; danach melden Sie sich mit dieser E-Mail-Adresse oder Ihrer NIM an.',
      'Der Link ist %{smart_count} Tag gültig und funktioniert nur einmal. |||| Der Link ist %{smart_count} Tage gültig und funktioniert nur einmal.',
    ],
    action: 'Passwort wählen',
    links: ['Link abgelaufen? Hier einen neuen anfordern:'],
    footer: 'Wenn Sie Wisuda nicht kennen, ignorieren Sie diese E-Mail.',
  },
  emailChange: {
    subject: 'Bestätigen Sie Ihre neue Wisuda-E-Mail-Adresse',
    greeting: 'Hallo %{name},',
    lines: [
      'Sie haben angefordert, dass Ihr Wisuda-Konto diese E-Mail-Adresse verwendet. Öffnen Sie den Link unten, um sie zu bestätigen.',
      'Der Link ist 24 Stunden gültig und funktioniert nur einmal. Bis dahin bleibt die alte Adresse in Gebrauch.',
    ],
    action: 'Neue Adresse bestätigen',
    footer: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.',
  },
  emailChanged: {
    subject: 'Ihre Wisuda-E-Mail-Adresse wurde geändert',
    greeting: 'Hallo %{name},',
    lines: [
      'Ihr Wisuda-Konto verwendet jetzt die Adresse %{email}; mit dieser Adresse ist keine Anmeldung mehr möglich.',
      'Wenn Sie das nicht geändert haben, wenden Sie sich sofort an die Administration.',
    ],
    links: ['Sie müssen sich wieder anmelden? Setzen Sie hier das Passwort zurück:'],
  },
  nimTaken: {
    subject: 'Wisuda-Registrierung nicht angelegt',
    greeting: 'Hallo,',
    lines: [
      'Die Registrierung mit der NIM %{nim} wurde nicht angelegt: Für diese NIM gibt es an dieser Hochschule bereits ein Konto.',
      'Wenn es Ihr Konto ist, melden Sie sich an oder setzen Sie das Passwort über die Links unten zurück. Wenn nicht, wenden Sie sich an die Administration Ihrer Hochschule.',
    ],
    links: ['Anmelden:', 'Passwort zurücksetzen:'],
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  approved: {
    subject: 'Ihr Wisuda-Konto wurde freigegeben',
    greeting: 'Hallo %{name},',
    lines: [
      'Die Administration hat Ihr Wisuda-Konto freigegeben. Sie können sich jetzt mit dieser E-Mail-Adresse oder Ihrer NIM anmelden.',
      'Falls Sie Ihre E-Mail-Adresse noch nicht bestätigt haben, öffnen Sie zuerst den Bestätigungslink aus Ihrer Registrierung.',
    ],
    action: 'Anmelden',
  },
  rejected: {
    subject: 'Ihre Wisuda-Registrierung wurde abgelehnt',
    greeting: 'Hallo %{name},',
    lines: [
      'Die Administration hat Ihre Wisuda-Registrierung nicht freigegeben; mit diesem Konto ist keine Anmeldung möglich.',
      'Wenn Sie das für einen Irrtum halten, wenden Sie sich an die Administration Ihrer Hochschule.',
    ],
  },
  emailChangeRequested: {
    subject: 'Ihre Wisuda-E-Mail-Adresse soll geändert werden',
    greeting: 'Hallo %{name},',
    lines: [
      'Jemand, der in Ihrem Wisuda-Konto angemeldet ist, hat verlangt, dessen E-Mail-Adresse in %{email} zu ändern. Die Änderung erfolgt erst, wenn der an diese Adresse gesendete Link geöffnet wird.',
      'Wenn Sie das waren, ist hier nichts zu tun. Wenn nicht, brechen Sie die Änderung mit der Schaltfläche unten ab: Alle Sitzungen Ihres Kontos werden abgemeldet. Wählen Sie danach ein neues Passwort, denn wer die Änderung verlangt hat, kennt Ihr aktuelles.',
    ],
    action: 'Änderung abbrechen',
    links: ['Neues Passwort wählen:'],
  },
  emailInUse: {
    subject: 'Jemand wollte Ihre E-Mail-Adresse bei Wisuda verwenden',
    greeting: 'Hallo %{name},',
    lines: [
      'Jemand hat verlangt, dass ein anderes Wisuda-Konto diese E-Mail-Adresse verwendet. Sie gehört bereits zu Ihrem Konto, daher wurde nichts geändert.',
    ],
    links: ['Anmelden:'],
    footer: 'Wenn Sie davon nichts wissen, ignorieren Sie diese E-Mail; Ihr Konto bleibt unverändert.',
  },
  claimInvitation: {
    subject: 'Ihr Wisuda-Studierendenkonto',
    greeting: 'Hallo %{name},',
    lines: [
      'Jemand hat sich bei Wisuda mit der NIM %{nim} registriert. Ihre Hochschule hat diese E-Mail-Adresse für diesen Studierendendatensatz hinterlegt, daher wird sein Konto nur von hier aus eröffnet.',
      'Wenn Sie das waren, öffnen Sie den Link unten, um Ihr Passwort zu wählen; melden Sie sich dann mit dieser E-Mail-Adresse oder Ihrer NIM an. Der Link ist %{smart_count} Tag gültig und funktioniert nur einmal. |||| Wenn Sie das waren, öffnen Sie den Link unten, um Ihr Passwort zu wählen; melden Sie sich dann mit dieser E-Mail-Adresse oder Ihrer NIM an. Der Link ist %{smart_count} Tage gültig und funktioniert nur einmal.',
    ],
    action: 'Passwort wählen',
    links: ['Link abgelaufen? Hier einen neuen anfordern:'],
    footer:
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne diesen Link kann niemand das Konto nutzen.',
  },
  claimMailedToRecord: {
    subject: 'Wisuda-Registrierung: Prüfen Sie die bei Ihrer Hochschule hinterlegte E-Mail-Adresse',
    greeting: 'Hallo,',
    lines: [
      'Die NIM %{nim} ist bei Ihrer Hochschule bereits mit einer anderen E-Mail-Adresse erfasst. Damit nur die oder der Studierende selbst das Konto eröffnet, ging der Link zur Wahl eines Passworts an diese Adresse.',
      'Öffnen Sie den Link aus diesem Postfach. Wenn Sie diese Adresse nicht mehr nutzen, bitten Sie die Verwaltung Ihrer Hochschule, sie zu korrigieren und Ihnen eine Einladung zu senden.',
    ],
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  claimNeedsUniversity: {
    subject: 'Wisuda-Registrierung: Bitten Sie Ihre Hochschule um eine Einladung',
    greeting: 'Hallo,',
    lines: [
      'Die NIM %{nim} ist bei Ihrer Hochschule bereits erfasst, aber keine dort hinterlegte E-Mail-Adresse kann bestätigen, dass sie Ihnen gehört; daher wurde kein Konto eröffnet.',
      'Bitten Sie die Verwaltung Ihrer Hochschule, Ihre E-Mail-Adresse in Ihrem Datensatz zu hinterlegen und Ihnen eine Einladung zu senden.',
    ],
    footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
  planQuotaWarning: {
    subject: 'Wisuda: %{pt} hat %{percent} % der %{quota} belegt',
    greeting: 'Hallo %{name},',
    lines: [
      '%{pt} hat %{used} von %{allowed} %{quota} belegt, die das Paket %{plan} erlaubt (%{percent} %).',
      'Ist die Grenze erreicht, kann nichts mehr dieser Art hinzugefügt werden. Entfernen Sie, was nicht mehr gebraucht wird, oder fragen Sie nach einem größeren Paket.',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda: %{pt} hat die Grenze für %{quota} erreicht',
    greeting: 'Hallo %{name},',
    lines: [
      '%{pt} hat alle %{allowed} %{quota} belegt, die das Paket %{plan} erlaubt (%{used} belegt).',
      'Es kann nichts mehr dieser Art hinzugefügt werden, bis etwas entfernt oder das Paket geändert wird. Fragen Sie nach einem größeren Paket, um fortzufahren.',
    ],
  },
};
