/**
 * The shared message catalog, English (the reference language; docs/i18n.md).
 *
 * Every message the API sends (error `message`, field errors, notices) and every validation message
 * the browser shows beside a field is here, once. The server renders a message in the caller's
 * language (`Accept-Language`); the browser merges the same catalogs into its polyglot messages
 * under `msg.` (src/i18n/<folder>/index.ts). A message's key (`crud.unique`) is also the `code` of an
 * error body, so keys are part of the API contract: add keys, do not rename them.
 *
 * Syntax is polyglot's: `%{name}` inserts a parameter; a message with `%{smart_count}` may give
 * plural forms separated by ` |||| ` (as many as the language has, see domain/messages/catalogs.ts).
 * Domain words (resource titles, field labels, enum ids) are passed in as they are.
 */
export const en = {
  http: {
    badRequest: 'The request is not valid.',
    invalidRequest: 'The request is not valid. Check the fields marked.',
    malformedJson: 'The request body is not valid JSON.',
    objectBody: 'The request body must be a JSON object.',
    unauthorized: 'Authentication required.',
    signIn: 'Sign in to continue. Your session may have expired.',
    forbidden: 'You are not allowed to do this.',
    missingPermission: 'You do not have the permission "%{permission}".',
    notFound: 'Not found.',
    noRoute: 'There is no API route %{method} %{url}.',
    unprocessable: 'The data is not valid.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not accepted.',
    tooManyRequests:
      'Too many attempts. Please wait %{smart_count} second and try again. |||| Too many attempts. Please wait %{smart_count} seconds and try again.',
    failed: 'The request could not be carried out.',
    internal: 'Something went wrong on the server. Please try again later.',
    restarting: 'The server is restarting. Please try again in a few seconds.',
    busy: 'The server is busy. Please try again in a few seconds.',
    storageUnavailable:
      'The file storage cannot be reached at the moment. Please try again in a few seconds.',
    unavailable:
      'The service is temporarily unavailable: the database cannot be reached. Please try again in a few seconds.',
    migrationsPending:
      'The database is not up to date: %{smart_count} migration has not been applied yet. |||| The database is not up to date: %{smart_count} migrations have not been applied yet.',
  },
  validation: {
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    text: 'Must be text.',
    nul: 'Must not contain the NUL character (\\u0000).',
    minLength: 'Must be at least %{min} characters.',
    maxLength: 'Must be at most %{max} characters.',
    pattern: 'Has an invalid format.',
    email: 'Must be a valid e-mail address.',
    url: 'Must be a web address starting with http:// or https://.',
    image: 'Upload an image file; a typed address is not accepted.',
    imageElsewhere: 'This image was uploaded for another field or record; upload it here.',
    phone: 'Must be a phone number (digits, spaces, +, ( ) and -; 6 to 20 characters).',
    number: 'Must be a number.',
    integer: 'Must be a whole number.',
    min: 'Must be at least %{min}.',
    max: 'Must be at most %{max}.',
    scale: 'Must have at most %{scale} decimal places.',
    boolean: 'Must be true or false.',
    date: 'Must be a date (YYYY-MM-DD).',
    time: 'Must be a time (HH:MM).',
    datetime: 'Must be a date and time (ISO 8601).',
    enum: 'Must be one of: %{values}.',
    reference: 'Must be the id of an existing record.',
    references: 'Must be a list of record ids.',
    color: 'Must be a colour like #7366ff.',
    list: 'Must be a list of texts.',
    listItems: 'Must have at most %{max} items.',
    notInFuture: 'Must not be in the future.',
    notBefore: 'Must not be before %{field}.',
    after: 'Must be later than %{field}.',
    /** One message per pattern of domain/options.ts PATTERNS. */
    patterns: {
      digits: 'Digits only.',
      nim: 'The NIM must be 5 to 20 digits.',
      kodePt: 'The institution code must be 3 to 10 digits.',
      phone: 'Must be a phone number (digits, spaces, +, ( ) and -; 6 to 20 characters).',
      color: 'Must be a colour like #7366ff.',
      permission: 'Must look like resource.action.',
      code: 'Letters, digits, - and _ only.',
    },
  },
  list: {
    paramJson: 'The %{name} parameter must be JSON.',
    paramInvalidJson: 'The %{name} parameter is not valid JSON.',
    sortShape: 'The sort parameter must look like ["field","ASC"].',
    sortOrder: 'The sort order must be ASC or DESC.',
    sortField: 'Cannot sort by "%{field}".',
    rangeShape: 'The range parameter must look like [0,24].',
    pageMax: 'A page holds at most %{max} records.',
    filterShape: 'The filter parameter must be a JSON object.',
    filterUnknown: 'Unknown filter "%{field}".',
    filterValue: 'Invalid value for filter "%{field}".',
    filterUnsupported: 'The field "%{field}" cannot be filtered.',
    filterValuesMax: 'At most %{max} values per filter.',
    searchText: 'The search text must be text.',
    id: '"%{name}" must be an id.',
    ids: '"%{name}" must be a list of ids.',
    idsMax: '"%{name}" holds more than %{max} ids.',
    idFilterShape: 'The filter parameter must look like {"id":[1,2,3]}.',
    idsRequired: 'Give at least one id.',
    idsAtOnce: 'At most %{max} records at once.',
    idPositive: 'Every id must be a positive integer.',
  },
  auth: {
    wrongLogin: 'Wrong e-mail/NIM or password.',
    loginFormat: 'Enter your e-mail address or your NIM (digits only).',
    accountDisabled: 'This account is disabled. Contact the administrator.',
    emailUnverified: 'Verify your e-mail address first: open the link we sent you, or ask for a new one.',
    currentPasswordWrong: 'The current password is not correct.',
    passwordShort: 'The password must be at least %{min} characters.',
    passwordLong: 'The password may be at most %{max} characters.',
    passwordCommon: 'This password is too common. Choose a less predictable one.',
    passwordBlank: 'The password cannot be only spaces.',
    passwordRepeated: 'The password cannot be one character repeated.',
    passwordMismatch: 'The passwords do not match.',
    passwordChanged: 'Your password was changed. Sign in with the new password.',
    registrationClosed: 'Registration is closed at the moment.',
    registered:
      'Registration received. Check your e-mail for a link to verify your address; it is valid for 24 hours.',
    awaitingApproval:
      "This account is waiting for an administrator's approval. You will get an e-mail once it is approved.",
    registeredApproval:
      'Registration received. Check your e-mail for a link to verify your address (valid for 24 hours); an administrator then approves your account and we let you know by e-mail.',
    verificationResent: 'If this address has an account that still needs verification, we sent a new link.',
    resetSent:
      'If an account exists for this e-mail, we sent a link to reset the password. It is valid for 1 hour.',
    nameHasLink: 'A name cannot contain a web address.',
    nameLength: 'The name must be %{min} to %{max} characters.',
    chooseUniversity: 'Choose your university.',
    unknownUniversity: 'Choose a university from the list.',
    nimTaken: 'This NIM already has an account at this university. Sign in or reset the password.',
    verifyInvalid: 'This verification link is not valid.',
    verifyUsed: 'This verification link was already used. Sign in, or ask for a new link.',
    verifyExpired: 'This verification link has expired. Ask for a new one.',
    resetInvalid: 'This password reset link is not valid.',
    resetUsed: 'This password reset link was already used. Ask for a new one.',
    resetExpired: 'This password reset link has expired. Ask for a new one.',
  },
  crud: {
    notFound: '%{resource} %{id} was not found.',
    ownRecordOnly: 'You may only read your own record.',
    builtinField: 'A built-in record cannot change this field.',
    builtinChange: 'This %{resource} is built in and cannot be changed this way.',
    builtinDelete: 'This %{resource} is built in and cannot be deleted.',
    unique: 'A %{resource} record with this %{field} already exists.',
    uniqueField: 'This value is already used by another record.',
    outOfRange: 'A value is out of range or too long.',
    wrongFormat: 'A value has the wrong format.',
    thisRecord: 'This record',
    photos: 'Gallery photos',
    recordNamed: '%{resource} "%{label}" (id %{id})',
    recordId: '%{resource} %{id}',
    referenced:
      '%{record} is still referenced by %{resource} (%{smart_count} record). Remove or change those first. |||| %{record} is still referenced by %{resource} (%{smart_count} records). Remove or change those first.',
    referencedUncounted: '%{record} is still referenced by %{resource}. Remove or change those first.',
    prodiNotInFakultas: 'The program studi does not belong to the chosen fakultas.',
    prodiNotInPt: 'The program studi does not belong to the chosen perguruan tinggi.',
    fakultasNotInPt: 'The fakultas does not belong to the chosen perguruan tinggi.',
    acaraNotInPt: 'The acara belongs to another perguruan tinggi.',
    stillHasChildren:
      'This %{record} still has %{resource} under it (%{smart_count} record), so its %{field} cannot change. Move or remove those first. |||| This %{record} still has %{resource} under it (%{smart_count} records), so its %{field} cannot change. Move or remove those first.',
    emailForAccount: 'An e-mail address is needed to create an account.',
    accountEmailTaken: 'An account with this e-mail already exists.',
    alreadyHasAccount: 'This student already has a sign-in account.',
    selfDeactivate: 'You cannot deactivate your own account.',
    selfAdminRole: 'You cannot remove the Administrator role from your own account.',
    selfDelete: 'You cannot delete your own account.',
    adminAllPermissions: 'The Administrator role always holds every permission.',
  },
  import: {
    busy: 'The server is reading other spreadsheets right now. Please try again in a few seconds.',
    mode: 'The mode must be preview or commit.',
    noAccounts: '%{resource} records have no sign-in accounts to create.',
    unreadable: 'The spreadsheet could not be read.',
    fileType: 'Upload a CSV or XLSX file.',
    empty: 'The file is empty.',
    tooManyRows: 'At most %{max} rows per file.',
    tooManyColumns: 'At most %{max} columns per file.',
    sheetTooLarge:
      'The sheet extends to cell %{cell}; an import reads at most %{columns} columns and %{rows} rows below the header row. Delete what lies beyond them.',
    unpackedTooLarge: 'The spreadsheet is larger than %{mb} MB once unpacked.',
    tooComplex:
      'The file could not be read within the limits (%{seconds} seconds, %{mb} MB of memory). Split it into smaller files.',
    rejected:
      'Rows with errors: %{invalid} of %{total}; nothing was imported. Fix them or import only the valid rows.',
    rowsInvalid: '%{smart_count} row has errors. |||| %{smart_count} rows have errors.',
    ambiguous: '"%{value}" matches more than one record.',
    ambiguousOf:
      '"%{value}" matches more than one record: %{candidates}. Name the one you mean (its code, or the name with what is in brackets).',
    unknown: '"%{value}" was not found.',
    unknownHere: '"%{value}" was not found here.',
    repeats: 'Repeats line %{line} of the file.',
  },
  files: {
    notMultipart: 'Send the file as multipart/form-data.',
    noFile: 'No file was sent.',
    oneFile: 'Send one file per request.',
    malformed: 'The multipart body is malformed.',
    tooLarge: 'The file is larger than %{mb} MB.',
    notImage: 'Only JPEG, PNG and WebP images are accepted; this file is not one of them.',
    damaged: 'The image is damaged and cannot be read.',
    tooManyPixels: 'The image is too large in pixels (%{width}×%{height}); the limit is %{limit} megapixels.',
    groupMissing: 'This gallery group does not exist.',
    chooseGroup: 'Choose a gallery group.',
    duplicate: 'This photo is already in this group (photo #%{id}).',
    photoNotFound: 'Photo not found.',
    storedMissing: 'The stored photo is missing.',
    noStudent: 'No student record is linked to this account.',
    choosePhotos: 'Choose at least one photo.',
    noneDownloadable: 'None of these photos may be downloaded.',
    originalNotAllowed: 'Downloading the original is not allowed for this gallery.',
    linkInvalid: 'This link has expired or is not valid. Reload the page.',
    linkSessionEnded: 'The session of this link has ended. Sign in again.',
    pasteNims: 'Paste one or more NIMs.',
    tooManyNims: 'At most %{max} NIMs at once.',
    unknownStudents: 'Unknown students: %{ids}.',
  },
  profile: {
    notEditable: 'This field cannot be changed here.',
    chooseSize: 'Choose one of the sizes.',
    noPhoto: 'There is no profile photo.',
    emailSame: 'This is already your e-mail address.',
    emailTaken: 'Another account uses this e-mail address.',
    emailChangeSent:
      'We sent a link to %{email}. Open it to confirm the new address; it is valid for 24 hours.',
    emailChanged: 'Your e-mail address is now %{email}.',
    emailLinkInvalid: 'This e-mail confirmation link is not valid.',
    emailLinkUsed: 'This e-mail confirmation link was already used.',
    cancelLinkInvalid: 'This cancellation link is not valid.',
    cancelLinkGone: 'This change can no longer be cancelled: it was confirmed, cancelled or has expired.',
    emailChangeCancelled:
      'The change of your e-mail address was cancelled and every session of your account was signed out. Whoever asked for it knows your password: choose a new one now.',
    emailLinkExpired: 'This e-mail confirmation link has expired. Ask for the change again.',
    sessionNotFound: 'This session was not found.',
    noImageField: '%{field} takes no image upload.',
  },
  /** University scope (docs/tenancy.md). */
  tenancy: {
    companyOnly: "Only the company's staff may change this: it belongs to no university or to every one.",
    companyOnlyFields: "Only the company's staff may change %{fields}.",
  },
  /** Delegation (docs/security.md): nobody grants, or changes, more than they hold themselves. */
  delegation: {
    role: 'You cannot grant %{role}: it holds permissions you do not have (%{missing}).',
    permissions: 'You cannot grant permissions you do not have: %{missing}.',
    account: 'This account holds permissions you do not have (%{missing}): you cannot change or delete it.',
    roleHeld:
      'The role %{role} holds permissions you do not have (%{missing}): you cannot change or delete it.',
  },
  /** A value passed on as it is (e.g. the id in `duplicate_of`): the same in every language. */
  data: {
    value: '%{value}',
  },
  /** A hook of wisuda.server.ts refused a write (`refuse(...)`): its own text, in the caller's language when it gives one. */
  hooks: {
    refused: '%{message}',
  },
  /** The mail outbox (docs/jobs.md). */
  mail: {
    notFailed: 'Only a failed mail can be queued again; this one is %{status}.',
    linkGone:
      'This mail was given up and its single-use link removed, so it cannot be sent again; the recipient can ask for a new link.',
    linkRemoved: '[link removed after delivery]',
  },
  /** Face search (docs/faces.md). */
  faces: {
    disabled: 'Face search is not turned on for your university.',
    noConsent: 'Turn on face search on your profile first: it needs your consent.',
    staleConsent:
      'The explanation has changed since you read it; read it again and agree to version %{version}.',
    noAcara: 'You are not registered for a graduation ceremony yet.',
    noFace: 'No face was found in this photo.',
    manyFaces: 'This photo shows %{count} faces; use one that shows only you.',
    tooSmall: 'Your face is too small in this photo; come closer or use a larger photo.',
    unclear: 'Your face is not clear enough in this photo; use good light and look at the camera.',
    noProfilePhoto: 'You have no profile photo to use yet.',
    profilePhotoUnverified:
      'Your profile photo has not been verified by your university yet: take a selfie or upload a photo instead.',
    suggestionNotFound: 'There is no such suggestion.',
    selfieMismatch:
      'This photo does not show the same person as your verified profile photo; take a selfie of yourself, alone and facing the camera.',
    selfieNotWaiting: 'There is no selfie waiting to be compared for this student.',
  },
  /** Plans and quotas (docs/tenancy.md). */
  plans: {
    quotaExceeded:
      'The %{plan} plan of %{pt} allows %{allowed} %{quota}; %{used} are used and this would add %{adding}. Nothing was saved: remove some first or ask for a larger plan.',
    registrationFull: '%{pt} is not taking new registrations at the moment. Please contact the university.',
    readOnly:
      'The subscription of %{pt} ended on %{end} and its grace period on %{graceEnd}: its data is read-only until the subscription is renewed.',
    featureMissing: 'The %{plan} plan of %{pt} does not include %{feature}.',
    quota: {
      mahasiswa: 'students',
      acara: 'graduation events',
      foto: 'photos',
      storage: 'GB of photo storage',
    },
    feature: {
      face_search: 'face search',
    },
  },
} as const;
