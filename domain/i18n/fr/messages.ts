/** Catalogue de messages partagé, français (mêmes clés et paramètres que ./en.ts). */
import type { Catalog } from '../../messages';

export const fr: Catalog = {
  http: {
    badRequest: 'La requête n’est pas valide.',
    invalidRequest: 'La requête n’est pas valide. Vérifiez les champs signalés.',
    malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
    objectBody: 'Le corps de la requête doit être un objet JSON.',
    unauthorized: 'Authentification requise.',
    signIn: 'Connectez-vous pour continuer. Votre session a peut-être expiré.',
    forbidden: 'Vous n’êtes pas autorisé à faire cela.',
    missingPermission: 'Vous n’avez pas l’autorisation « %{permission} ».',
    notFound: 'Introuvable.',
    noRoute: 'Il n’existe pas de route d’API %{method} %{url}.',
    unprocessable: 'Les données ne sont pas valides.',
    payloadTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Ce type de contenu n’est pas accepté.',
    tooManyRequests:
      'Trop de tentatives. Veuillez patienter %{smart_count} seconde et réessayer. |||| Trop de tentatives. Veuillez patienter %{smart_count} secondes et réessayer.',
    failed: 'La requête n’a pas pu être exécutée.',
    internal: 'Une erreur s’est produite sur le serveur. Veuillez réessayer plus tard.',
    restarting: 'Le serveur redémarre. Veuillez réessayer dans quelques secondes.',
    busy: 'Le serveur est occupé. Veuillez réessayer dans quelques secondes.',
    storageUnavailable:
      'Le stockage des fichiers est injoignable pour le moment. Veuillez réessayer dans quelques secondes.',
    unavailable:
      'Le service est temporairement indisponible : la base de données est injoignable. Veuillez réessayer dans quelques secondes.',
    migrationsPending:
      'La base de données n’est pas à jour : %{smart_count} migration n’a pas encore été appliquée. |||| La base de données n’est pas à jour : %{smart_count} migrations n’ont pas encore été appliquées.',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur n’est pas valide.',
    text: 'Doit être un texte.',
    nul: 'Ne doit pas contenir le caractère NUL (\\u0000).',
    minLength: 'Doit contenir au moins %{min} caractères.',
    maxLength: 'Doit contenir au plus %{max} caractères.',
    pattern: 'Le format n’est pas valide.',
    email: 'Doit être une adresse e-mail valide.',
    url: 'Doit être une adresse web commençant par http:// ou https://.',
    image: 'Téléversez un fichier image ; une adresse saisie n’est pas acceptée.',
    imageElsewhere:
      'Cette image a été téléversée pour un autre champ ou un autre enregistrement ; téléversez-la ici.',
    phone: 'Doit être un numéro de téléphone (chiffres, espaces, +, ( ) et - ; 6 à 20 caractères).',
    number: 'Doit être un nombre.',
    integer: 'Doit être un nombre entier.',
    min: 'Doit être au moins %{min}.',
    max: 'Doit être au plus %{max}.',
    scale: 'Au plus %{scale} décimales.',
    boolean: 'Doit être vrai ou faux.',
    date: 'Doit être une date (AAAA-MM-JJ).',
    time: 'Doit être une heure (HH:MM).',
    datetime: 'Doit être une date et une heure (ISO 8601).',
    enum: 'Doit être l’une des valeurs : %{values}.',
    reference: 'Doit être l’identifiant d’un enregistrement existant.',
    references: 'Doit être une liste d’identifiants d’enregistrements.',
    color: 'Doit être une couleur comme #7366ff.',
    list: 'Doit être une liste de textes.',
    listItems: 'Au plus %{max} éléments.',
    notInFuture: 'Ne peut pas être dans le futur.',
    notBefore: 'Ne peut pas précéder %{field}.',
    after: 'Doit être postérieur à %{field}.',
    patterns: {
      digits: 'Chiffres uniquement.',
      nim: 'Le NIM doit comporter 5 à 20 chiffres.',
      kodePt: 'Le code de l’établissement doit comporter 3 à 10 chiffres.',
      phone: 'Doit être un numéro de téléphone (chiffres, espaces, +, ( ) et - ; 6 à 20 caractères).',
      color: 'Doit être une couleur comme #7366ff.',
      permission: 'Doit avoir la forme ressource.action.',
      code: 'Lettres, chiffres, - et _ uniquement.',
    },
  },
  list: {
    paramJson: 'Le paramètre %{name} doit être du JSON.',
    paramInvalidJson: 'Le paramètre %{name} n’est pas un JSON valide.',
    sortShape: 'Le paramètre sort doit avoir la forme ["champ","ASC"].',
    sortOrder: 'L’ordre de tri doit être ASC ou DESC.',
    sortField: 'Impossible de trier par « %{field} ».',
    rangeShape: 'Le paramètre range doit avoir la forme [0,24].',
    pageMax: 'Une page contient au plus %{max} enregistrements.',
    filterShape: 'Le paramètre filter doit être un objet JSON.',
    filterUnknown: 'Filtre inconnu « %{field} ».',
    filterValue: 'Valeur non valide pour le filtre « %{field} ».',
    filterUnsupported: 'Le champ « %{field} » ne peut pas être filtré.',
    filterValuesMax: 'Au plus %{max} valeurs par filtre.',
    searchText: 'Le texte de recherche doit être un texte.',
    id: '« %{name} » doit être un identifiant.',
    ids: '« %{name} » doit être une liste d’identifiants.',
    idsMax: '« %{name} » contient plus de %{max} identifiants.',
    idFilterShape: 'Le paramètre filter doit avoir la forme {"id":[1,2,3]}.',
    idsRequired: 'Indiquez au moins un identifiant.',
    idsAtOnce: 'Au plus %{max} enregistrements à la fois.',
    idPositive: 'Chaque identifiant doit être un entier positif.',
  },
  auth: {
    wrongLogin: 'E-mail/NIM ou mot de passe incorrect.',
    loginFormat: 'Saisissez votre adresse e-mail ou votre NIM (chiffres uniquement).',
    accountDisabled: 'Ce compte est désactivé. Contactez l’administrateur.',
    emailUnverified:
      'Vérifiez d’abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé ou demandez-en un nouveau.',
    currentPasswordWrong: 'Le mot de passe actuel n’est pas correct.',
    passwordShort: 'Le mot de passe doit contenir au moins %{min} caractères.',
    passwordLong: 'Le mot de passe peut contenir au plus %{max} caractères.',
    passwordCommon: 'Ce mot de passe est trop courant. Choisissez-en un moins prévisible.',
    passwordBlank: 'Le mot de passe ne peut pas contenir uniquement des espaces.',
    passwordRepeated: 'Le mot de passe ne peut pas être un seul caractère répété.',
    passwordMismatch: 'Les mots de passe ne correspondent pas.',
    passwordChanged: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    registrationClosed: 'Les inscriptions sont fermées pour le moment.',
    registered:
      'Inscription reçue. Consultez vos e-mails : un lien pour vérifier votre adresse vous attend ; il est valable 24 heures.',
    awaitingApproval:
      'Ce compte attend l’approbation d’un administrateur. Vous recevrez un e-mail dès qu’il sera approuvé.',
    registeredApproval:
      'Inscription reçue. Vérifiez votre adresse avec le lien envoyé par e-mail (valable 24 heures) ; un administrateur approuve ensuite votre compte et nous vous prévenons par e-mail.',
    verificationResent:
      'Si cette adresse correspond à un compte encore à vérifier, nous avons envoyé un nouveau lien.',
    resetSent:
      'Si un compte existe pour cet e-mail, nous avons envoyé un lien pour réinitialiser le mot de passe. Il est valable 1 heure.',
    nameHasLink: 'Un nom ne peut pas contenir d’adresse web.',
    nameLength: 'Le nom doit comporter %{min} à %{max} caractères.',
    chooseUniversity: 'Choisissez votre université.',
    unknownUniversity: 'Choisissez une université dans la liste.',
    nimTaken:
      'Ce NIM a déjà un compte dans cette université. Connectez-vous ou réinitialisez le mot de passe.',
    verifyInvalid: 'Ce lien de vérification n’est pas valide.',
    verifyUsed: 'Ce lien de vérification a déjà été utilisé. Connectez-vous ou demandez un nouveau lien.',
    verifyExpired: 'Ce lien de vérification a expiré. Demandez-en un nouveau.',
    resetInvalid: 'Ce lien de réinitialisation du mot de passe n’est pas valide.',
    resetUsed: 'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Demandez-en un nouveau.',
    resetExpired: 'Ce lien de réinitialisation du mot de passe a expiré. Demandez-en un nouveau.',
  },
  crud: {
    notFound: '%{resource} %{id} est introuvable.',
    ownRecordOnly: 'Vous ne pouvez lire que votre propre enregistrement.',
    builtinField: 'Ce champ ne peut pas être modifié sur un enregistrement intégré.',
    builtinChange: 'Cet enregistrement (%{resource}) est intégré et ne peut pas être modifié ainsi.',
    builtinDelete: 'Cet enregistrement (%{resource}) est intégré et ne peut pas être supprimé.',
    unique: 'Un enregistrement %{resource} avec cette valeur de %{field} existe déjà.',
    uniqueField: 'Cette valeur est déjà utilisée par un autre enregistrement.',
    outOfRange: 'Une valeur est hors limites ou trop longue.',
    wrongFormat: 'Une valeur a un format incorrect.',
    thisRecord: 'Cet enregistrement',
    photos: 'Photos de galerie',
    recordNamed: '%{resource} « %{label} » (id %{id})',
    recordId: '%{resource} %{id}',
    referenced:
      '%{record} est encore référencé par %{resource} (%{smart_count} enregistrement). Supprimez-les ou modifiez-les d’abord. |||| %{record} est encore référencé par %{resource} (%{smart_count} enregistrements). Supprimez-les ou modifiez-les d’abord.',
    referencedUncounted:
      '%{record} est encore référencé par %{resource}. Supprimez-les ou modifiez-les d’abord.',
    prodiNotInFakultas: 'Le programme d’études n’appartient pas à la faculté choisie.',
    prodiNotInPt: 'Le programme d’études n’appartient pas à l’université choisie.',
    fakultasNotInPt: 'La faculté n’appartient pas à l’université choisie.',
    acaraNotInPt: 'L’événement appartient à une autre université.',
    stillHasChildren:
      'Cet enregistrement (%{record}) a encore des %{resource} (%{smart_count} enregistrement), son champ %{field} ne peut donc pas changer. Déplacez-les ou supprimez-les d’abord. |||| Cet enregistrement (%{record}) a encore des %{resource} (%{smart_count} enregistrements), son champ %{field} ne peut donc pas changer. Déplacez-les ou supprimez-les d’abord.',
    emailForAccount: 'Une adresse e-mail est nécessaire pour créer un compte.',
    accountEmailTaken: 'Un compte avec cet e-mail existe déjà.',
    alreadyHasAccount: 'Cet étudiant a déjà un compte de connexion.',
    selfDeactivate: 'Vous ne pouvez pas désactiver votre propre compte.',
    selfAdminRole: 'Vous ne pouvez pas retirer le rôle Administrator de votre propre compte.',
    selfDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
    adminAllPermissions: 'Le rôle Administrator détient toujours toutes les autorisations.',
  },
  import: {
    busy: 'Le serveur lit d’autres feuilles de calcul en ce moment. Veuillez réessayer dans quelques secondes.',
    mode: 'Le mode doit être preview ou commit.',
    noAccounts: 'Les enregistrements %{resource} n’ont pas de comptes de connexion à créer.',
    unreadable: 'La feuille de calcul n’a pas pu être lue.',
    fileType: 'Envoyez un fichier CSV ou XLSX.',
    empty: 'Le fichier est vide.',
    tooManyRows: 'Au plus %{max} lignes par fichier.',
    tooManyColumns: 'Au plus %{max} colonnes par fichier.',
    sheetTooLarge:
      'La feuille s’étend jusqu’à la cellule %{cell} ; un import lit au plus %{columns} colonnes et %{rows} lignes sous la ligne d’en-tête. Supprimez ce qui dépasse.',
    unpackedTooLarge: 'Le classeur dépasse %{mb} Mo une fois décompressé.',
    tooComplex:
      'Le fichier n’a pas pu être lu dans les limites (%{seconds} secondes, %{mb} Mo de mémoire). Découpez-le en fichiers plus petits.',
    rejected:
      'Lignes en erreur : %{invalid} sur %{total} ; rien n’a été importé. Corrigez-les ou importez uniquement les lignes valides.',
    rowsInvalid:
      '%{smart_count} ligne contient des erreurs. |||| %{smart_count} lignes contiennent des erreurs.',
    ambiguous: '« %{value} » correspond à plus d’un enregistrement.',
    ambiguousOf:
      '« %{value} » correspond à plusieurs enregistrements : %{candidates}. Indiquez celui voulu (son code, ou le nom avec ce qui est entre parenthèses).',
    unknown: '« %{value} » est introuvable.',
    unknownHere: '« %{value} » est introuvable ici.',
    repeats: 'Répète la ligne %{line} du fichier.',
  },
  files: {
    notMultipart: 'Envoyez le fichier en multipart/form-data.',
    noFile: 'Aucun fichier n’a été envoyé.',
    oneFile: 'Envoyez un fichier par requête.',
    malformed: 'Le corps multipart est mal formé.',
    tooLarge: 'Le fichier dépasse %{mb} Mo.',
    notImage: 'Seules les images JPEG, PNG et WebP sont acceptées ; ce fichier n’en fait pas partie.',
    damaged: 'L’image est endommagée et ne peut pas être lue.',
    tooManyPixels:
      'L’image compte trop de pixels (%{width}×%{height}) ; la limite est de %{limit} mégapixels.',
    groupMissing: 'Ce groupe de galerie n’existe pas.',
    chooseGroup: 'Choisissez un groupe de galerie.',
    duplicate: 'Cette photo est déjà dans ce groupe (photo n° %{id}).',
    photoNotFound: 'Photo introuvable.',
    storedMissing: 'La photo enregistrée est manquante.',
    noStudent: 'Aucun dossier étudiant n’est lié à ce compte.',
    choosePhotos: 'Choisissez au moins une photo.',
    noneDownloadable: 'Aucune de ces photos ne peut être téléchargée.',
    originalNotAllowed: 'Le téléchargement de l’original n’est pas autorisé pour cette galerie.',
    linkInvalid: 'Ce lien a expiré ou n’est pas valide. Rechargez la page.',
    linkSessionEnded: 'La session de ce lien est terminée. Reconnectez-vous.',
    pasteNims: 'Collez un ou plusieurs NIM.',
    tooManyNims: 'Au plus %{max} NIM à la fois.',
    unknownStudents: 'Étudiants inconnus : %{ids}.',
  },
  profile: {
    notEditable: 'Ce champ ne peut pas être modifié ici.',
    chooseSize: 'Choisissez l’une des tailles.',
    noPhoto: 'Il n’y a pas de photo de profil.',
    emailSame: 'C’est déjà votre adresse e-mail.',
    emailTaken: 'Un autre compte utilise cette adresse e-mail.',
    emailChangeSent:
      'Nous avons envoyé un lien à %{email}. Ouvrez-le pour confirmer la nouvelle adresse ; il est valable 24 heures.',
    emailChanged: 'Votre adresse e-mail est désormais %{email}.',
    emailLinkInvalid: 'Ce lien de confirmation d’adresse e-mail n’est pas valide.',
    emailLinkUsed: 'Ce lien de confirmation d’adresse e-mail a déjà été utilisé.',
    cancelLinkInvalid: 'Ce lien d’annulation n’est pas valide.',
    cancelLinkGone: 'Ce changement ne peut plus être annulé : il a été confirmé, annulé ou a expiré.',
    emailChangeCancelled:
      'Le changement de votre adresse e-mail a été annulé et toutes les sessions de votre compte ont été déconnectées. L’auteur de la demande connaît votre mot de passe : choisissez-en un nouveau maintenant.',
    emailLinkExpired: 'Ce lien de confirmation d’adresse e-mail a expiré. Demandez à nouveau le changement.',
    sessionNotFound: 'Cette session est introuvable.',
    noImageField: '%{field} n’accepte pas de téléversement d’image.',
  },
  /** University scope (docs/tenancy.md). */
  tenancy: {
    companyOnly:
      'Seul le personnel de l’entreprise peut modifier ceci : cela n’appartient à aucune université en particulier.',
    companyOnlyFields: 'Seul le personnel de l’entreprise peut modifier %{fields}.',
  },
  delegation: {
    role: 'Vous ne pouvez pas attribuer %{role} : ce rôle détient des autorisations que vous n’avez pas (%{missing}).',
    permissions: 'Vous ne pouvez pas accorder des autorisations que vous n’avez pas : %{missing}.',
    account:
      'Ce compte détient des autorisations que vous n’avez pas (%{missing}) : vous ne pouvez ni le modifier ni le supprimer.',
    roleHeld:
      'Le rôle %{role} détient des autorisations que vous n’avez pas (%{missing}) : vous ne pouvez ni le modifier ni le supprimer.',
  },
  data: {
    value: '%{value}',
  },
  hooks: {
    refused: '%{message}',
  },
  mail: {
    notFailed: 'Seul un e-mail en échec peut être remis en file d’attente ; celui-ci est à l’état %{status}.',
    linkGone:
      'L’envoi de cet e-mail a été abandonné et son lien à usage unique supprimé : il ne peut plus être renvoyé ; le destinataire peut demander un nouveau lien.',
    linkRemoved: '[lien supprimé après l’envoi]',
  },
  /** Face search (docs/faces.md). */
  faces: {
    disabled: 'La recherche par visage n’est pas activée pour votre université.',
    noConsent: 'Activez d’abord la recherche par visage dans votre profil : elle demande votre consentement.',
    staleConsent:
      'L’explication a changé depuis votre lecture ; relisez-la et acceptez la version %{version}.',
    noAcara: 'Vous n’êtes encore inscrit à aucune cérémonie de remise des diplômes.',
    noFace: 'Aucun visage n’a été trouvé sur cette photo.',
    manyFaces: 'Cette photo montre %{count} visages ; utilisez-en une où vous êtes seul.',
    tooSmall:
      'Votre visage est trop petit sur cette photo ; approchez-vous ou utilisez une photo plus grande.',
    unclear:
      'Votre visage n’est pas assez net sur cette photo ; utilisez une bonne lumière et regardez l’objectif.',
    noProfilePhoto: 'Vous n’avez pas encore de photo de profil à utiliser.',
    profilePhotoUnverified:
      'Votre université n’a pas encore vérifié votre photo de profil : prenez plutôt un selfie ou envoyez une photo.',
    suggestionNotFound: 'Cette suggestion n’existe pas.',
    selfieMismatch:
      'Cette photo ne montre pas la même personne que votre photo de profil vérifiée ; prenez un selfie de vous-même, seul et face à la caméra.',
    selfieNotWaiting: 'Aucun selfie de cet étudiant n’attend d’être comparé.',
  },
  /** Formules et quotas (docs/tenancy.md). */
  plans: {
    quotaExceeded:
      "La formule %{plan} de %{pt} permet %{allowed} %{quota} ; %{used} sont utilisés et ceci en ajouterait %{adding}. Rien n'a été enregistré : supprimez-en d'abord ou demandez une formule plus grande.",
    registrationFull:
      '%{pt} n’accepte pas de nouvelles inscriptions pour le moment. Veuillez contacter l’université.',
    readOnly:
      "L'abonnement de %{pt} a pris fin le %{end} et son délai de grâce le %{graceEnd} : ses données sont en lecture seule jusqu'au renouvellement de l'abonnement.",
    featureMissing: "La formule %{plan} de %{pt} n'inclut pas %{feature}.",
    quota: {
      mahasiswa: 'étudiants',
      acara: 'cérémonies de remise des diplômes',
      foto: 'photographies',
      storage: 'Go de stockage de photos',
    },
    feature: {
      face_search: 'la recherche par visage',
    },
  },
};
