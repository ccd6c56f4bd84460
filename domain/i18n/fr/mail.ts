import type { MailCatalog } from '../mail';

/** The mails' texts in this language (English is the reference: ../en/mail.ts). */
export const fr: MailCatalog = {
  verification: {
    subject: 'Vérifiez votre adresse e-mail Wisuda',
    greeting: 'Bonjour,',
    lines: [
      'Merci de vous être inscrit sur Wisuda. Ouvrez le lien ci-dessous pour vérifier votre adresse e-mail.',
      "Le lien est valable 24 heures et ne fonctionne qu'une fois.",
    ],
    action: "Vérifier l'adresse e-mail",
    footer: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe Wisuda',
    greeting: 'Bonjour %{name},',
    lines: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
      "Le lien est valable 1 heure et ne fonctionne qu'une fois. Toutes vos sessions seront fermées.",
    ],
    action: 'Réinitialiser le mot de passe',
    footer: "Si vous n'avez rien demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
  alreadyRegistered: {
    subject: "Tentative d'inscription sur Wisuda",
    greeting: 'Bonjour %{name},',
    lines: [
      "Quelqu'un a essayé de s'inscrire sur Wisuda avec cette adresse e-mail, mais elle a déjà un compte.",
    ],
    links: ['Se connecter :', 'Mot de passe oublié ? Réinitialisez-le ici :'],
    footer: "Si ce n'était pas vous, ignorez cet e-mail ; votre compte est inchangé.",
  },
  invitation: {
    subject: 'Votre compte Wisuda',
    greeting: 'Bonjour %{name},',
    lines: [
      'Un compte Wisuda a été créé pour vous. Ouvrez le lien ci-dessous pour choisir votre mot de passe ; connectez-vous ensuite avec cette adresse e-mail ou votre NIM.',
      "Le lien est valable %{smart_count} jour et ne fonctionne qu'une fois. |||| Le lien est valable %{smart_count} jours et ne fonctionne qu'une fois.",
    ],
    action: 'Choisir un mot de passe',
    links: ['Lien expiré ? Demandez-en un nouveau ici :'],
    footer: 'Si vous ne connaissez pas Wisuda, ignorez cet e-mail.',
  },
  emailChange: {
    subject: 'Confirmez votre nouvelle adresse e-mail Wisuda',
    greeting: 'Bonjour %{name},',
    lines: [
      'Vous avez demandé que votre compte Wisuda utilise cette adresse e-mail. Ouvrez le lien ci-dessous pour la confirmer.',
      "Le lien est valable 24 heures et ne fonctionne qu'une fois. D'ici là, l'ancienne adresse reste utilisée.",
    ],
    action: 'Confirmer la nouvelle adresse',
    footer: "Si vous n'avez rien demandé, ignorez cet e-mail ; rien ne change.",
  },
  emailChanged: {
    subject: 'Votre adresse e-mail Wisuda a été modifiée',
    greeting: 'Bonjour %{name},',
    lines: [
      "Votre compte Wisuda utilise désormais l'adresse %{email} ; cette adresse-ci ne permet plus de se connecter.",
      "Si vous ne l'avez pas modifiée, contactez immédiatement l'administrateur.",
    ],
    links: ['Besoin de vous reconnecter ? Réinitialisez le mot de passe ici :'],
  },
  nimTaken: {
    subject: 'Inscription Wisuda non créée',
    greeting: 'Bonjour,',
    lines: [
      "L'inscription avec le NIM %{nim} n'a pas été créée : ce NIM a déjà un compte dans cette université.",
      "S'il s'agit de votre compte, connectez-vous ou réinitialisez le mot de passe avec les liens ci-dessous. Sinon, contactez l'administrateur de votre université.",
    ],
    links: ['Se connecter :', 'Réinitialiser le mot de passe :'],
    footer: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
  },
  approved: {
    subject: 'Votre compte Wisuda a été approuvé',
    greeting: 'Bonjour %{name},',
    lines: [
      'Un administrateur a approuvé votre compte Wisuda. Vous pouvez maintenant vous connecter avec cette adresse e-mail ou votre NIM.',
      "Si vous n'avez pas encore vérifié votre adresse e-mail, ouvrez d'abord le lien de vérification envoyé lors de votre inscription.",
    ],
    action: 'Se connecter',
  },
  rejected: {
    subject: 'Votre inscription Wisuda a été refusée',
    greeting: 'Bonjour %{name},',
    lines: [
      "Un administrateur n'a pas approuvé votre inscription sur Wisuda ; ce compte ne peut donc pas se connecter.",
      "Si vous pensez qu'il s'agit d'une erreur, contactez l'administrateur de votre université.",
    ],
  },
  emailChangeRequested: {
    subject: 'L’adresse e-mail de votre compte Wisuda va changer',
    greeting: 'Bonjour %{name},',
    lines: [
      "Une personne connectée à votre compte Wisuda a demandé de changer son adresse e-mail en %{email}. Le changement n'a lieu que lorsque le lien envoyé à cette adresse est ouvert.",
      "Si c'était vous, il n'y a rien à faire ici. Sinon, annulez le changement avec le bouton ci-dessous : toutes les sessions de votre compte seront déconnectées. Choisissez ensuite un nouveau mot de passe, car l'auteur de la demande connaît l'actuel.",
    ],
    action: 'Annuler le changement',
    links: ['Choisir un nouveau mot de passe :'],
  },
  emailInUse: {
    subject: 'Quelqu’un a voulu utiliser votre adresse e-mail sur Wisuda',
    greeting: 'Bonjour %{name},',
    lines: [
      "Quelqu'un a demandé qu'un autre compte Wisuda utilise cette adresse e-mail. Elle appartient déjà à votre compte : rien n'a été modifié.",
    ],
    links: ['Se connecter :'],
    footer: "Si vous n'êtes au courant de rien, ignorez cet e-mail ; votre compte est inchangé.",
  },
  claimInvitation: {
    subject: 'Votre compte étudiant Wisuda',
    greeting: 'Bonjour %{name},',
    lines: [
      "Quelqu'un s'est inscrit sur Wisuda avec le NIM %{nim}. Votre université a enregistré cette adresse e-mail pour ce dossier étudiant : son compte ne s'ouvre donc qu'à partir d'ici.",
      "Si c'était vous, ouvrez le lien ci-dessous pour choisir votre mot de passe, puis connectez-vous avec cette adresse ou votre NIM. Le lien est valable %{smart_count} jour et ne fonctionne qu'une fois. |||| Si c'était vous, ouvrez le lien ci-dessous pour choisir votre mot de passe, puis connectez-vous avec cette adresse ou votre NIM. Le lien est valable %{smart_count} jours et ne fonctionne qu'une fois.",
    ],
    action: 'Choisir un mot de passe',
    links: ['Lien expiré ? Demandez-en un nouveau ici :'],
    footer: "Si ce n'était pas vous, ignorez cet e-mail : personne ne peut utiliser le compte sans ce lien.",
  },
  claimMailedToRecord: {
    subject: "Inscription Wisuda : vérifiez l'adresse e-mail enregistrée par votre université",
    greeting: 'Bonjour,',
    lines: [
      "Le NIM %{nim} est déjà enregistré dans votre université, avec une autre adresse e-mail. Pour que seul l'étudiant ouvre son compte, le lien pour choisir un mot de passe a été envoyé à cette adresse.",
      "Ouvrez le lien depuis cette boîte aux lettres. Si vous n'utilisez plus cette adresse, demandez à l'administrateur de votre université de la corriger et de vous envoyer une invitation.",
    ],
    footer: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
  },
  claimNeedsUniversity: {
    subject: 'Inscription Wisuda : demandez une invitation à votre université',
    greeting: 'Bonjour,',
    lines: [
      "Le NIM %{nim} est déjà enregistré dans votre université, mais aucune adresse e-mail enregistrée ne permet de confirmer qu'il est le vôtre : aucun compte n'a été ouvert.",
      "Demandez à l'administrateur de votre université d'ajouter votre adresse e-mail à votre dossier et de vous envoyer une invitation.",
    ],
    footer: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
  },
  planQuotaWarning: {
    subject: 'Wisuda : %{pt} a utilisé %{percent} % de ses %{quota}',
    greeting: 'Bonjour %{name},',
    lines: [
      '%{pt} a utilisé %{used} des %{allowed} %{quota} que permet sa formule %{plan} (%{percent} %).',
      "Une fois la limite atteinte, plus rien de ce type ne pourra être ajouté. Supprimez ce qui n'est plus utile ou demandez une formule plus grande.",
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda : %{pt} a atteint sa limite de %{quota}',
    greeting: 'Bonjour %{name},',
    lines: [
      '%{pt} a utilisé les %{allowed} %{quota} que permet sa formule %{plan} (%{used} utilisés).',
      "Plus rien de ce type ne peut être ajouté tant que rien n'est supprimé ou que la formule n'est pas changée. Demandez une formule plus grande pour continuer.",
    ],
  },
};
