/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Trouver mes photos',
      intro: 'Laissez Wisuda vous trouver sur les photos de la cérémonie, si vous le souhaitez.',
      consent: {
        heading: 'Avant de l’activer',
        what: 'Ce qui est calculé : à partir d’une photo de votre visage, une empreinte faciale (128 nombres qui décrivent votre visage). La photo elle-même n’est pas conservée. Uniquement si votre université n’a pas vérifié votre photo de profil, le personnel de l’université voit une petite copie de votre selfie pour la comparer avec votre dossier étudiant ; elle est supprimée dès sa décision.',
        how: 'Comment elle est utilisée : les photos de votre cérémonie sont comparées à votre empreinte sur le serveur de l’université, sans service cloud. Les visages des autres personnes sur les photos ne sont pas enregistrés.',
        who: 'Qui la voit : vous seul voyez les photos qui vous sont proposées, et vous seul décidez si c’est vous. Personne, administrateurs compris, ne peut lire votre empreinte.',
        withdraw:
          'Comment arrêter : désactivez-la ici à tout moment. Votre empreinte et chaque suggestion non confirmée sont supprimées aussitôt ; les photos confirmées restent identifiées.',
        legal:
          'Une empreinte faciale est une donnée biométrique (RGPD art. 9 ; loi indonésienne 27/2022 sur la protection des données personnelles). Ce consentement est libre et distinct des conditions d’utilisation.',
        version: 'Version de l’explication %{version}',
        agree: 'J’ai lu ceci et j’accepte la recherche par visage',
      },
      turn_on: 'Activer la recherche par visage',
      turn_off: 'Désactiver et supprimer mes données faciales',
      turn_off_title: 'Désactiver la recherche par visage ?',
      turn_off_confirm: 'Votre empreinte faciale et chaque suggestion non confirmée seront supprimées.',
      on_since: 'Activée depuis le %{date} (version de l’explication %{version}).',
      disabled: 'La recherche par visage n’est pas encore disponible pour votre université.',
      no_acara: 'Vous pourrez ajouter votre visage une fois inscrit à une cérémonie de remise des diplômes.',
      consented: 'La recherche par visage est activée.',
      withdrawn: 'La recherche par visage est désactivée ; vos données faciales ont été supprimées.',
      enrol: {
        heading: 'Votre visage',
        help: 'Prenez un selfie (vous seul, face à l’objectif, bien éclairé), importez une photo ou utilisez votre photo de profil.',
        help_without_profile:
          'Prenez un selfie (vous seul, face à l’objectif, bien éclairé) ou importez une photo.',
        camera: 'Prendre un selfie',
        upload: 'Importer une photo',
        profile: 'Utiliser ma photo de profil',
        profile_unverified:
          'Votre photo de profil pourra servir ici une fois que votre université aura vérifié qu’elle vous représente.',
        done: 'Visage ajouté le %{date}.',
        again: 'Remplacer',
        saved: 'Votre visage a été ajouté. Vos photos sont en cours de recherche.',
        match_profile: 'Un selfie doit montrer la même personne que votre photo de profil vérifiée.',
        review_first:
          'Votre université n’a pas encore vérifié votre photo de profil : le personnel de l’université comparera donc votre selfie avec votre dossier étudiant avant qu’il soit utilisé.',
        sent: 'Votre selfie a été envoyé à votre université, pour être comparé avec votre dossier étudiant.',
        waiting:
          'Votre selfie du %{date} est en attente : le personnel de l’université va le comparer avec votre dossier étudiant. Vos photos seront recherchées dès qu’il l’aura approuvé.',
        refused:
          'Le personnel de l’université n’a pas pu confirmer que votre selfie du %{date} vous montre ; il a donc été supprimé. Ajoutez-en un autre, ou demandez à votre université de vérifier votre photo de profil.',
      },
      camera: {
        title: 'Prendre un selfie',
        capture: 'Capturer',
        cancel: 'Annuler',
        unavailable: 'La caméra ne peut pas être utilisée ici ; importez plutôt une photo.',
      },
      suggestions: {
        title: 'Est-ce vous ?',
        help: 'Photos sur lesquelles la recherche par visage vous a trouvé. Confirmez pour les ajouter à vos photos ; une photo refusée n’est plus jamais proposée.',
        yes: 'Oui, c’est moi',
        no: 'Ce n’est pas moi',
        waiting:
          '%{smart_count} suggestion en attente dans votre galerie |||| %{smart_count} suggestions en attente dans votre galerie',
        confirmed: 'Ajoutée à vos photos.',
        rejected: 'Elle ne sera plus proposée.',
        photo: 'Photo proposée %{name}',
      },
      review: {
        title: 'Selfies à comparer avec le dossier',
        help: 'Ces étudiants n’ont pas de photo de profil vérifiée. Comparez chaque selfie avec le dossier de l’étudiant : la recherche par visage n’utilise un selfie qu’une fois approuvé, et le selfie est supprimé dès votre décision.',
        submitted: 'Envoyé le %{date}',
        selfie: 'Selfie de %{name}',
        profile_photo: 'Photo de profil du dossier de %{name}',
        profile_unverified: 'Photo de profil non vérifiée',
        no_profile_photo: 'Aucune photo de profil dans le dossier',
        open_record: 'Ouvrir le dossier',
        approve: 'C’est bien cet étudiant',
        refuse: 'Ce n’est pas cet étudiant',
        approved: 'Approuvé : la recherche par visage utilise ce selfie.',
        refused: 'Refusé : le selfie a été supprimé ; l’étudiant en est informé.',
      },
      admin: {
        title: 'Recherche par visage',
        none: 'La recherche par visage est désactivée pour toutes les universités ; un administrateur l’active dans le formulaire d’une université.',
        pt: 'Université',
        state: 'Recherche par visage',
        on: 'Activée',
        off: 'Désactivée',
        switch: 'Recherche faciale pour %{pt}',
        opted_in: 'Consentements',
        enrolled: 'Visages ajoutés',
        progress:
          'Photos en attente d’examen : %{waiting} · en cours : %{active} · examinées jusqu’ici : %{scanned}',
        group_counts: 'Recherche par visage : %{suggested} proposées, %{confirmed} confirmées',
        tag_confirmed: 'Identifier les confirmées',
        tagged: '%{smart_count} photo identifiée |||| %{smart_count} photos identifiées',
      },
    },
  },
};
