/** Gemeinsamer Meldungskatalog, Deutsch (Schlüssel und Parameter wie ./en.ts). */
import type { Catalog } from '../../messages';

export const de: Catalog = {
  http: {
    badRequest: 'Die Anfrage ist ungültig.',
    invalidRequest: 'Die Anfrage ist ungültig. Prüfen Sie die markierten Felder.',
    malformedJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    objectBody: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
    unauthorized: 'Anmeldung erforderlich.',
    signIn: 'Melden Sie sich an, um fortzufahren. Ihre Sitzung ist möglicherweise abgelaufen.',
    forbidden: 'Sie dürfen diese Aktion nicht ausführen.',
    missingPermission: 'Ihnen fehlt die Berechtigung „%{permission}“.',
    notFound: 'Nicht gefunden.',
    noRoute: 'Es gibt keine API-Route %{method} %{url}.',
    unprocessable: 'Die Daten sind ungültig.',
    payloadTooLarge: 'Die Anfrage ist zu groß.',
    unsupportedMediaType: 'Dieser Inhaltstyp wird nicht angenommen.',
    tooManyRequests:
      'Zu viele Versuche. Bitte warten Sie %{smart_count} Sekunde und versuchen Sie es erneut. |||| Zu viele Versuche. Bitte warten Sie %{smart_count} Sekunden und versuchen Sie es erneut.',
    failed: 'Die Anfrage konnte nicht ausgeführt werden.',
    internal: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    restarting: 'Der Server wird neu gestartet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    busy: 'Der Server ist ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
    storageUnavailable:
      'Der Dateispeicher ist im Moment nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
    unavailable:
      'Der Dienst ist vorübergehend nicht verfügbar: Die Datenbank ist nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
    migrationsPending:
      'Die Datenbank ist nicht auf dem neuesten Stand: %{smart_count} Migration wurde noch nicht ausgeführt. |||| Die Datenbank ist nicht auf dem neuesten Stand: %{smart_count} Migrationen wurden noch nicht ausgeführt.',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    invalid: 'Dieser Wert ist ungültig.',
    text: 'Muss ein Text sein.',
    nul: 'Darf das NUL-Zeichen (\\u0000) nicht enthalten.',
    minLength: 'Muss mindestens %{min} Zeichen lang sein.',
    maxLength: 'Darf höchstens %{max} Zeichen lang sein.',
    pattern: 'Hat ein ungültiges Format.',
    email: 'Muss eine gültige E-Mail-Adresse sein.',
    url: 'Muss eine Webadresse sein, die mit http:// oder https:// beginnt.',
    image: 'Laden Sie eine Bilddatei hoch; eine eingetippte Adresse wird nicht angenommen.',
    imageElsewhere:
      'Dieses Bild wurde für ein anderes Feld oder einen anderen Datensatz hochgeladen; laden Sie es hier hoch.',
    phone: 'Muss eine Telefonnummer sein (Ziffern, Leerzeichen, +, ( ) und -; 6 bis 20 Zeichen).',
    number: 'Muss eine Zahl sein.',
    integer: 'Muss eine ganze Zahl sein.',
    min: 'Muss mindestens %{min} sein.',
    max: 'Darf höchstens %{max} sein.',
    scale: 'Höchstens %{scale} Nachkommastellen.',
    boolean: 'Muss wahr oder falsch sein.',
    date: 'Muss ein Datum sein (JJJJ-MM-TT).',
    time: 'Muss eine Uhrzeit sein (HH:MM).',
    datetime: 'Muss ein Datum mit Uhrzeit sein (ISO 8601).',
    enum: 'Muss einer der folgenden Werte sein: %{values}.',
    reference: 'Muss die ID eines vorhandenen Datensatzes sein.',
    references: 'Muss eine Liste von Datensatz-IDs sein.',
    color: 'Muss eine Farbe wie #7366ff sein.',
    list: 'Muss eine Liste von Texten sein.',
    listItems: 'Höchstens %{max} Einträge.',
    notInFuture: 'Darf nicht in der Zukunft liegen.',
    notBefore: 'Darf nicht vor %{field} liegen.',
    after: 'Muss nach %{field} liegen.',
    patterns: {
      digits: 'Nur Ziffern.',
      nim: 'Die NIM muss aus 5 bis 20 Ziffern bestehen.',
      kodePt: 'Der Hochschulcode muss aus 3 bis 10 Ziffern bestehen.',
      phone: 'Muss eine Telefonnummer sein (Ziffern, Leerzeichen, +, ( ) und -; 6 bis 20 Zeichen).',
      color: 'Muss eine Farbe wie #7366ff sein.',
      permission: 'Muss die Form ressource.aktion haben.',
      code: 'Nur Buchstaben, Ziffern, - und _.',
    },
  },
  list: {
    paramJson: 'Der Parameter %{name} muss JSON sein.',
    paramInvalidJson: 'Der Parameter %{name} ist kein gültiges JSON.',
    sortShape: 'Der Parameter sort muss die Form ["feld","ASC"] haben.',
    sortOrder: 'Die Sortierreihenfolge muss ASC oder DESC sein.',
    sortField: 'Nach „%{field}“ kann nicht sortiert werden.',
    rangeShape: 'Der Parameter range muss die Form [0,24] haben.',
    pageMax: 'Eine Seite enthält höchstens %{max} Datensätze.',
    filterShape: 'Der Parameter filter muss ein JSON-Objekt sein.',
    filterUnknown: 'Unbekannter Filter „%{field}“.',
    filterValue: 'Ungültiger Wert für den Filter „%{field}“.',
    filterUnsupported: 'Nach dem Feld „%{field}“ kann nicht gefiltert werden.',
    filterValuesMax: 'Höchstens %{max} Werte pro Filter.',
    searchText: 'Der Suchbegriff muss ein Text sein.',
    id: '„%{name}“ muss eine ID sein.',
    ids: '„%{name}“ muss eine Liste von IDs sein.',
    idsMax: '„%{name}“ enthält mehr als %{max} IDs.',
    idFilterShape: 'Der Parameter filter muss die Form {"id":[1,2,3]} haben.',
    idsRequired: 'Geben Sie mindestens eine ID an.',
    idsAtOnce: 'Höchstens %{max} Datensätze auf einmal.',
    idPositive: 'Jede ID muss eine positive ganze Zahl sein.',
  },
  auth: {
    wrongLogin: 'E-Mail/NIM oder Passwort ist falsch.',
    loginFormat: 'Geben Sie Ihre E-Mail-Adresse oder Ihre NIM ein (nur Ziffern).',
    accountDisabled: 'Dieses Konto ist deaktiviert. Wenden Sie sich an die Administration.',
    emailUnverified:
      'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link, den wir Ihnen geschickt haben, oder fordern Sie einen neuen an.',
    currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
    passwordShort: 'Das Passwort muss mindestens %{min} Zeichen lang sein.',
    passwordLong: 'Das Passwort darf höchstens %{max} Zeichen lang sein.',
    passwordCommon: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein schwerer zu erratendes.',
    passwordBlank: 'Das Passwort darf nicht nur aus Leerzeichen bestehen.',
    passwordRepeated: 'Das Passwort darf nicht aus einem einzigen wiederholten Zeichen bestehen.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    passwordChanged: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    registrationClosed: 'Die Registrierung ist derzeit geschlossen.',
    registered:
      'Registrierung erhalten. In Ihrem Postfach finden Sie einen Link zur Bestätigung Ihrer Adresse; er ist 24 Stunden gültig.',
    awaitingApproval:
      'Dieses Konto wartet auf die Freigabe durch einen Administrator. Sie erhalten eine E-Mail, sobald es freigegeben ist.',
    registeredApproval:
      'Registrierung eingegangen. Bestätigen Sie Ihre Adresse über den Link in der E-Mail (24 Stunden gültig); danach gibt ein Administrator Ihr Konto frei, und wir informieren Sie per E-Mail.',
    verificationResent:
      'Falls zu dieser Adresse ein noch nicht bestätigtes Konto gehört, haben wir einen neuen Link geschickt.',
    resetSent:
      'Falls zu dieser E-Mail-Adresse ein Konto existiert, haben wir einen Link zum Zurücksetzen des Passworts geschickt. Er ist 1 Stunde gültig.',
    nameHasLink: 'Ein Name darf keine Webadresse enthalten.',
    nameLength: 'Der Name muss %{min} bis %{max} Zeichen lang sein.',
    chooseUniversity: 'Wählen Sie Ihre Hochschule.',
    unknownUniversity: 'Wählen Sie eine Hochschule aus der Liste.',
    nimTaken:
      'Für diese NIM gibt es an dieser Hochschule bereits ein Konto. Melden Sie sich an oder setzen Sie das Passwort zurück.',
    verifyInvalid: 'Dieser Bestätigungslink ist ungültig.',
    verifyUsed:
      'Dieser Bestätigungslink wurde bereits verwendet. Melden Sie sich an oder fordern Sie einen neuen Link an.',
    verifyExpired: 'Dieser Bestätigungslink ist abgelaufen. Fordern Sie einen neuen an.',
    resetInvalid: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
    resetUsed:
      'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Fordern Sie einen neuen an.',
    resetExpired: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Fordern Sie einen neuen an.',
  },
  crud: {
    notFound: '%{resource} %{id} wurde nicht gefunden.',
    ownRecordOnly: 'Sie dürfen nur Ihren eigenen Datensatz lesen.',
    builtinField: 'Bei einem eingebauten Datensatz kann dieses Feld nicht geändert werden.',
    builtinChange: 'Dieser Datensatz (%{resource}) ist eingebaut und kann so nicht geändert werden.',
    builtinDelete: 'Dieser Datensatz (%{resource}) ist eingebaut und kann nicht gelöscht werden.',
    unique: 'Ein Datensatz %{resource} mit diesem Wert für %{field} existiert bereits.',
    uniqueField: 'Dieser Wert wird bereits von einem anderen Datensatz verwendet.',
    outOfRange: 'Ein Wert liegt außerhalb des zulässigen Bereichs oder ist zu lang.',
    wrongFormat: 'Ein Wert hat das falsche Format.',
    thisRecord: 'Dieser Datensatz',
    photos: 'Galeriefotos',
    recordNamed: '%{resource} „%{label}“ (ID %{id})',
    recordId: '%{resource} %{id}',
    referenced:
      '%{record} wird noch von %{resource} verwendet (%{smart_count} Datensatz). Entfernen oder ändern Sie diese zuerst. |||| %{record} wird noch von %{resource} verwendet (%{smart_count} Datensätze). Entfernen oder ändern Sie diese zuerst.',
    referencedUncounted:
      '%{record} wird noch von %{resource} verwendet. Entfernen oder ändern Sie diese zuerst.',
    prodiNotInFakultas: 'Der Studiengang gehört nicht zur gewählten Fakultät.',
    prodiNotInPt: 'Der Studiengang gehört nicht zur gewählten Hochschule.',
    fakultasNotInPt: 'Die Fakultät gehört nicht zur gewählten Hochschule.',
    acaraNotInPt: 'Die Veranstaltung gehört zu einer anderen Hochschule.',
    stillHasChildren:
      'Unter diesem Datensatz (%{record}) gibt es noch %{resource} (%{smart_count} Datensatz), daher kann %{field} nicht geändert werden. Verschieben oder entfernen Sie diese zuerst. |||| Unter diesem Datensatz (%{record}) gibt es noch %{resource} (%{smart_count} Datensätze), daher kann %{field} nicht geändert werden. Verschieben oder entfernen Sie diese zuerst.',
    emailForAccount: 'Um ein Konto anzulegen, wird eine E-Mail-Adresse benötigt.',
    accountEmailTaken: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
    alreadyHasAccount: 'Diese Person hat bereits ein Anmeldekonto.',
    selfDeactivate: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
    selfAdminRole: 'Sie können Ihrem eigenen Konto die Rolle Administrator nicht entziehen.',
    selfDelete: 'Sie können Ihr eigenes Konto nicht löschen.',
    adminAllPermissions: 'Die Rolle Administrator hat immer alle Berechtigungen.',
  },
  import: {
    busy: 'Der Server liest gerade andere Tabellen. Bitte versuchen Sie es in einigen Sekunden erneut.',
    mode: 'Der Modus muss preview oder commit sein.',
    noAccounts:
      'Für Datensätze vom Typ %{resource} gibt es keine Anmeldekonten, die angelegt werden könnten.',
    unreadable: 'Die Tabelle konnte nicht gelesen werden.',
    fileType: 'Laden Sie eine CSV- oder XLSX-Datei hoch.',
    empty: 'Die Datei ist leer.',
    tooManyRows: 'Höchstens %{max} Zeilen pro Datei.',
    tooManyColumns: 'Höchstens %{max} Spalten pro Datei.',
    sheetTooLarge:
      'Das Tabellenblatt reicht bis Zelle %{cell}; ein Import liest höchstens %{columns} Spalten und %{rows} Zeilen unter der Kopfzeile. Löschen Sie alles darüber hinaus.',
    unpackedTooLarge: 'Die Tabelle ist entpackt größer als %{mb} MB.',
    tooComplex:
      'Die Datei konnte nicht innerhalb der Grenzen gelesen werden (%{seconds} Sekunden, %{mb} MB Speicher). Teilen Sie sie in kleinere Dateien auf.',
    rejected:
      'Fehlerhafte Zeilen: %{invalid} von %{total}; es wurde nichts importiert. Korrigieren Sie sie oder importieren Sie nur die gültigen Zeilen.',
    rowsInvalid: '%{smart_count} Zeile ist fehlerhaft. |||| %{smart_count} Zeilen sind fehlerhaft.',
    ambiguous: '„%{value}“ passt zu mehr als einem Datensatz.',
    ambiguousOf:
      '„%{value}“ passt zu mehr als einem Datensatz: %{candidates}. Geben Sie den gemeinten an (seinen Code oder den Namen mit dem Zusatz in Klammern).',
    unknown: '„%{value}“ wurde nicht gefunden.',
    unknownHere: '„%{value}“ wurde hier nicht gefunden.',
    repeats: 'Wiederholt Zeile %{line} der Datei.',
  },
  files: {
    notMultipart: 'Senden Sie die Datei als multipart/form-data.',
    noFile: 'Es wurde keine Datei gesendet.',
    oneFile: 'Senden Sie eine Datei pro Anfrage.',
    malformed: 'Der Multipart-Inhalt ist fehlerhaft.',
    tooLarge: 'Die Datei ist größer als %{mb} MB.',
    notImage: 'Nur JPEG-, PNG- und WebP-Bilder werden angenommen; diese Datei ist keines davon.',
    damaged: 'Das Bild ist beschädigt und kann nicht gelesen werden.',
    tooManyPixels:
      'Das Bild hat zu viele Pixel (%{width}×%{height}); die Grenze liegt bei %{limit} Megapixeln.',
    groupMissing: 'Diese Galeriegruppe existiert nicht.',
    chooseGroup: 'Wählen Sie eine Galeriegruppe.',
    duplicate: 'Dieses Foto ist bereits in dieser Gruppe (Foto #%{id}).',
    photoNotFound: 'Foto nicht gefunden.',
    storedMissing: 'Das gespeicherte Foto fehlt.',
    noStudent: 'Mit diesem Konto ist kein Studierendendatensatz verknüpft.',
    choosePhotos: 'Wählen Sie mindestens ein Foto.',
    noneDownloadable: 'Keines dieser Fotos darf heruntergeladen werden.',
    originalNotAllowed: 'Das Herunterladen des Originals ist für diese Galerie nicht erlaubt.',
    linkInvalid: 'Dieser Link ist abgelaufen oder ungültig. Laden Sie die Seite neu.',
    linkSessionEnded: 'Die Sitzung dieses Links ist beendet. Melden Sie sich erneut an.',
    pasteNims: 'Fügen Sie eine oder mehrere NIMs ein.',
    tooManyNims: 'Höchstens %{max} NIMs auf einmal.',
    unknownStudents: 'Unbekannte Studierende: %{ids}.',
  },
  profile: {
    notEditable: 'Dieses Feld kann hier nicht geändert werden.',
    chooseSize: 'Wählen Sie eine der Größen.',
    noPhoto: 'Es gibt kein Profilfoto.',
    emailSame: 'Das ist bereits Ihre E-Mail-Adresse.',
    emailTaken: 'Ein anderes Konto verwendet diese E-Mail-Adresse.',
    emailChangeSent:
      'Wir haben einen Link an %{email} gesendet. Öffnen Sie ihn, um die neue Adresse zu bestätigen; er ist 24 Stunden gültig.',
    emailChanged: 'Ihre E-Mail-Adresse ist jetzt %{email}.',
    emailLinkInvalid: 'Dieser Bestätigungslink für die E-Mail-Adresse ist ungültig.',
    emailLinkUsed: 'Dieser Bestätigungslink für die E-Mail-Adresse wurde bereits verwendet.',
    cancelLinkInvalid: 'Dieser Link zum Abbrechen ist ungültig.',
    cancelLinkGone:
      'Diese Änderung kann nicht mehr abgebrochen werden: Sie wurde bestätigt, abgebrochen oder ist abgelaufen.',
    emailChangeCancelled:
      'Die Änderung Ihrer E-Mail-Adresse wurde abgebrochen und alle Sitzungen Ihres Kontos wurden abgemeldet. Wer sie verlangt hat, kennt Ihr Passwort: Wählen Sie jetzt ein neues.',
    emailLinkExpired:
      'Dieser Bestätigungslink für die E-Mail-Adresse ist abgelaufen. Beantragen Sie die Änderung erneut.',
    sessionNotFound: 'Diese Sitzung wurde nicht gefunden.',
    noImageField: '%{field} nimmt keine hochgeladenen Bilder an.',
  },
  /** University scope (docs/tenancy.md). */
  tenancy: {
    companyOnly:
      'Nur die Mitarbeitenden des Unternehmens dürfen dies ändern: Es gehört keiner einzelnen Hochschule.',
    companyOnlyFields: 'Nur die Mitarbeitenden des Unternehmens dürfen %{fields} ändern.',
  },
  delegation: {
    role: 'Sie können %{role} nicht vergeben: Die Rolle hat Berechtigungen, die Sie nicht haben (%{missing}).',
    permissions: 'Sie können keine Berechtigungen vergeben, die Sie nicht haben: %{missing}.',
    account:
      'Dieses Konto hat Berechtigungen, die Sie nicht haben (%{missing}): Sie können es weder ändern noch löschen.',
    roleHeld:
      'Die Rolle %{role} hat Berechtigungen, die Sie nicht haben (%{missing}): Sie können sie weder ändern noch löschen.',
  },
  data: {
    value: '%{value}',
  },
  hooks: {
    refused: '%{message}',
  },
  mail: {
    notFailed:
      'Nur eine fehlgeschlagene E-Mail kann erneut eingereiht werden; diese hat den Status %{status}.',
    linkGone:
      'Diese E-Mail wurde aufgegeben und ihr Einmal-Link entfernt; sie kann nicht erneut gesendet werden. Der Empfänger kann einen neuen Link anfordern.',
    linkRemoved: '[Link nach der Zustellung entfernt]',
  },
  /** Face search (docs/faces.md). */
  faces: {
    disabled: 'Die Gesichtssuche ist für Ihre Hochschule nicht eingeschaltet.',
    noConsent: 'Schalten Sie die Gesichtssuche zuerst in Ihrem Profil ein: Sie braucht Ihre Einwilligung.',
    staleConsent:
      'Die Erklärung hat sich geändert, seit Sie sie gelesen haben; lesen Sie sie erneut und stimmen Sie Version %{version} zu.',
    noAcara: 'Sie sind noch für keine Abschlussfeier angemeldet.',
    noFace: 'Auf diesem Foto wurde kein Gesicht gefunden.',
    manyFaces: 'Dieses Foto zeigt %{count} Gesichter; verwenden Sie eines, das nur Sie zeigt.',
    tooSmall:
      'Ihr Gesicht ist auf diesem Foto zu klein; gehen Sie näher heran oder verwenden Sie ein größeres Foto.',
    unclear:
      'Ihr Gesicht ist auf diesem Foto nicht deutlich genug; sorgen Sie für gutes Licht und schauen Sie in die Kamera.',
    noProfilePhoto: 'Sie haben noch kein Profilfoto, das verwendet werden kann.',
    profilePhotoUnverified:
      'Ihr Profilfoto wurde von Ihrer Hochschule noch nicht geprüft: Machen Sie stattdessen ein Selfie oder laden Sie ein Foto hoch.',
    suggestionNotFound: 'Diesen Vorschlag gibt es nicht.',
    selfieMismatch:
      'Dieses Foto zeigt nicht dieselbe Person wie Ihr geprüftes Profilfoto; machen Sie ein Selfie von sich selbst, allein und mit Blick in die Kamera.',
    selfieNotWaiting: 'Von diesem Studierenden wartet kein Selfie auf den Vergleich.',
  },
  /** Pakete und Kontingente (docs/tenancy.md). */
  plans: {
    quotaExceeded:
      'Das Paket %{plan} von %{pt} erlaubt %{allowed} %{quota}; %{used} sind belegt, und dies würde %{adding} hinzufügen. Nichts wurde gespeichert: Entfernen Sie zuerst etwas oder fragen Sie nach einem größeren Paket.',
    registrationFull:
      '%{pt} nimmt derzeit keine neuen Registrierungen an. Bitte wenden Sie sich an die Hochschule.',
    readOnly:
      'Das Abonnement von %{pt} endete am %{end}, die Kulanzzeit am %{graceEnd}: Die Daten sind schreibgeschützt, bis das Abonnement verlängert wird.',
    featureMissing: 'Das Paket %{plan} von %{pt} enthält %{feature} nicht.',
    quota: {
      mahasiswa: 'Studierende',
      acara: 'Abschlussfeiern',
      foto: 'Fotos',
      storage: 'GB Fotospeicher',
    },
    feature: {
      face_search: 'die Gesichtssuche',
    },
  },
};
