/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Encontrar minhas fotos',
      intro: 'Deixe o Wisuda encontrar você nas fotos da cerimônia, se quiser.',
      consent: {
        heading: 'Antes de ativar',
        what: 'O que é calculado: a partir de uma foto do seu rosto, uma impressão facial (128 números que descrevem o seu rosto). A foto em si não é guardada. Somente se sua universidade não tiver verificado sua foto de perfil, a equipe da universidade vê uma cópia pequena da sua selfie para compará-la com seu cadastro de estudante; ela é excluída assim que a equipe decide.',
        how: 'Como é usada: as fotos da sua cerimônia de formatura são comparadas com a sua impressão no próprio servidor da universidade, sem serviço de nuvem. Rostos de outras pessoas nas fotos não são guardados.',
        who: 'Quem vê: só você vê as fotos sugeridas a você, e só você decide se é você. Ninguém, nem os administradores, pode ler a sua impressão.',
        withdraw:
          'Como parar: desative aqui a qualquer momento. A sua impressão e toda sugestão que você não confirmou são apagadas na hora; as fotos confirmadas continuam marcadas.',
        legal:
          'Uma impressão facial é um dado biométrico (GDPR art. 9; Lei indonésia 27/2022 de proteção de dados pessoais). Este consentimento é voluntário e separado dos termos de uso.',
        version: 'Versão da explicação %{version}',
        agree: 'Li isto e aceito a busca facial',
      },
      turn_on: 'Ativar a busca facial',
      turn_off: 'Desativar e apagar meus dados faciais',
      turn_off_title: 'Desativar a busca facial?',
      turn_off_confirm: 'A sua impressão facial e toda sugestão não confirmada serão apagadas.',
      on_since: 'Ativa desde %{date} (versão da explicação %{version}).',
      disabled: 'A busca facial ainda não está disponível para a sua universidade.',
      no_acara: 'Você poderá adicionar o seu rosto quando estiver inscrito em uma cerimônia de formatura.',
      consented: 'A busca facial está ativada.',
      withdrawn: 'A busca facial está desativada; os seus dados faciais foram apagados.',
      enrol: {
        heading: 'Seu rosto',
        help: 'Tire uma selfie (só você, olhando para a câmera, com boa luz), envie uma foto ou use a sua foto de perfil.',
        help_without_profile:
          'Tire uma selfie (só você, olhando para a câmera, com boa luz) ou envie uma foto.',
        camera: 'Tirar uma selfie',
        upload: 'Enviar uma foto',
        profile: 'Usar minha foto de perfil',
        profile_unverified:
          'Sua foto de perfil poderá ser usada aqui depois que sua universidade verificar que é você.',
        done: 'Rosto adicionado em %{date}.',
        again: 'Substituir',
        saved: 'O seu rosto foi adicionado. As suas fotos estão sendo procuradas.',
        match_profile: 'Uma selfie precisa mostrar a mesma pessoa da sua foto de perfil verificada.',
        review_first:
          'Sua universidade ainda não verificou sua foto de perfil, então a equipe da universidade vai comparar sua selfie com seu cadastro de estudante antes de usá-la.',
        sent: 'Sua selfie foi enviada à sua universidade para ser comparada com seu cadastro de estudante.',
        waiting:
          'Sua selfie de %{date} está aguardando: a equipe da universidade vai compará-la com seu cadastro de estudante. Suas fotos serão buscadas assim que ela for aprovada.',
        refused:
          'A equipe da universidade não conseguiu confirmar que sua selfie de %{date} mostra você, então ela foi excluída. Adicione outra ou peça à sua universidade que verifique sua foto de perfil.',
      },
      camera: {
        title: 'Tirar uma selfie',
        capture: 'Capturar',
        cancel: 'Cancelar',
        unavailable: 'A câmera não pode ser usada aqui; envie uma foto.',
      },
      suggestions: {
        title: 'É você?',
        help: 'Fotos em que a busca facial encontrou você. Confirme para adicioná-las às suas fotos; uma recusada nunca é sugerida de novo.',
        yes: 'Sim, sou eu',
        no: 'Não sou eu',
        waiting:
          '%{smart_count} sugestão esperando na sua galeria |||| %{smart_count} sugestões esperando na sua galeria',
        confirmed: 'Adicionada às suas fotos.',
        rejected: 'Não será sugerida de novo.',
        photo: 'Foto sugerida %{name}',
      },
      review: {
        title: 'Selfies para comparar com o cadastro',
        help: 'Estes estudantes não têm foto de perfil verificada. Compare cada selfie com o cadastro do estudante: a busca facial usa uma selfie só depois que você a aprova, e a selfie é excluída assim que você decide.',
        submitted: 'Enviada em %{date}',
        selfie: 'Selfie de %{name}',
        profile_photo: 'Foto de perfil do cadastro de %{name}',
        profile_unverified: 'Foto de perfil não verificada',
        no_profile_photo: 'Nenhuma foto de perfil no cadastro',
        open_record: 'Abrir o cadastro',
        approve: 'É este estudante',
        refuse: 'Não é este estudante',
        approved: 'Aprovada: a busca facial usa esta selfie.',
        refused: 'Recusada: a selfie foi excluída; o estudante é avisado.',
      },
      admin: {
        title: 'Busca facial',
        none: 'A busca facial está desativada para todas as universidades; um administrador a ativa no formulário de uma universidade.',
        pt: 'Universidade',
        state: 'Busca facial',
        on: 'Ativada',
        off: 'Desativada',
        switch: 'Busca facial em %{pt}',
        opted_in: 'Aceitaram',
        enrolled: 'Rosto adicionado',
        progress:
          'Fotos aguardando análise: %{waiting} · em análise: %{active} · analisadas até agora: %{scanned}',
        group_counts: 'Busca facial: %{suggested} sugeridas, %{confirmed} confirmadas',
        tag_confirmed: 'Marcar as confirmadas',
        tagged: '%{smart_count} foto marcada |||| %{smart_count} fotos marcadas',
      },
    },
  },
};
