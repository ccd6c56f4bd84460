/** Face search, "find my photos" (docs/faces.md): the profile section, the gallery's suggestions, the operator's panel. */
export default {
  app: {
    faces: {
      title: 'Encontrar mis fotos',
      intro: 'Deja que Wisuda te encuentre en las fotos de la ceremonia, si lo deseas.',
      consent: {
        heading: 'Antes de activarla',
        what: 'Qué se calcula: a partir de una foto de tu rostro, una huella facial (128 números que describen tu rostro). La foto en sí no se guarda. Solo si tu universidad no ha verificado tu foto de perfil, el personal de la universidad ve una copia pequeña de tu selfi para compararla con tu expediente de estudiante; se elimina en cuanto decide.',
        how: 'Cómo se usa: las fotos de tu ceremonia de graduación se comparan con tu huella en el servidor propio de la universidad, sin ningún servicio en la nube. Los rostros de otras personas en las fotos no se guardan.',
        who: 'Quién la ve: solo tú ves las fotos que se te sugieren y solo tú decides si eres tú. Nadie, ni siquiera los administradores, puede leer tu huella.',
        withdraw:
          'Cómo dejarlo: desactívala aquí cuando quieras. Tu huella y todas las sugerencias que no confirmaste se borran de inmediato; las fotos confirmadas siguen etiquetadas.',
        legal:
          'Una huella facial es un dato biométrico (RGPD art. 9; Ley indonesia 27/2022 de protección de datos personales). Este consentimiento es voluntario e independiente de las condiciones de uso.',
        version: 'Versión de la explicación %{version}',
        agree: 'He leído esto y acepto la búsqueda facial',
      },
      turn_on: 'Activar la búsqueda facial',
      turn_off: 'Desactivar y borrar mis datos faciales',
      turn_off_title: '¿Desactivar la búsqueda facial?',
      turn_off_confirm: 'Se borrarán tu huella facial y todas las sugerencias que no confirmaste.',
      on_since: 'Activa desde %{date} (versión de la explicación %{version}).',
      disabled: 'La búsqueda facial aún no está disponible para tu universidad.',
      no_acara: 'Podrás añadir tu rostro cuando estés inscrito en una ceremonia de graduación.',
      consented: 'La búsqueda facial está activada.',
      withdrawn: 'La búsqueda facial está desactivada; tus datos faciales se borraron.',
      enrol: {
        heading: 'Tu rostro',
        help: 'Hazte un selfi (solo tú, mirando a la cámara, con buena luz), sube una foto o usa tu foto de perfil.',
        help_without_profile: 'Hazte un selfi (solo tú, mirando a la cámara, con buena luz) o sube una foto.',
        camera: 'Hacerse un selfi',
        upload: 'Subir una foto',
        profile: 'Usar mi foto de perfil',
        profile_unverified:
          'Podrás usar aquí tu foto de perfil cuando tu universidad haya verificado que eres tú.',
        done: 'Rostro añadido el %{date}.',
        again: 'Reemplazar',
        saved: 'Tu rostro se añadió. Se están buscando tus fotos.',
        match_profile: 'Un selfi debe mostrar a la misma persona que tu foto de perfil verificada.',
        review_first:
          'Tu universidad aún no ha verificado tu foto de perfil, así que el personal de la universidad comparará tu selfi con tu expediente de estudiante antes de usarlo.',
        sent: 'Tu selfi se ha enviado a tu universidad para compararlo con tu expediente de estudiante.',
        waiting:
          'Tu selfi del %{date} está en espera: el personal de la universidad lo comparará con tu expediente de estudiante. Tus fotos se buscarán en cuanto lo aprueben.',
        refused:
          'El personal de la universidad no pudo confirmar que tu selfi del %{date} te muestra, así que se eliminó. Añade otro o pide a tu universidad que verifique tu foto de perfil.',
      },
      camera: {
        title: 'Hacerse un selfi',
        capture: 'Capturar',
        cancel: 'Cancelar',
        unavailable: 'No se puede usar la cámara aquí; sube una foto en su lugar.',
      },
      suggestions: {
        title: '¿Eres tú?',
        help: 'Fotos en las que la búsqueda facial te encontró. Confirma para añadirlas a tus fotos; una rechazada nunca se vuelve a sugerir.',
        yes: 'Sí, soy yo',
        no: 'No soy yo',
        waiting:
          '%{smart_count} sugerencia esperando en tu galería |||| %{smart_count} sugerencias esperando en tu galería',
        confirmed: 'Añadida a tus fotos.',
        rejected: 'No se volverá a sugerir.',
        photo: 'Foto sugerida %{name}',
      },
      review: {
        title: 'Selfis para comparar con el expediente',
        help: 'Estos estudiantes no tienen una foto de perfil verificada. Compara cada selfi con el expediente del estudiante: la búsqueda facial usa un selfi solo cuando lo apruebas, y el selfi se elimina en cuanto decides.',
        submitted: 'Enviado el %{date}',
        selfie: 'Selfi de %{name}',
        profile_photo: 'Foto de perfil del expediente de %{name}',
        profile_unverified: 'Foto de perfil sin verificar',
        no_profile_photo: 'El expediente no tiene foto de perfil',
        open_record: 'Abrir el expediente',
        approve: 'Es este estudiante',
        refuse: 'No es este estudiante',
        approved: 'Aprobado: la búsqueda facial usa este selfi.',
        refused: 'Rechazado: el selfi se eliminó; se avisa al estudiante.',
      },
      admin: {
        title: 'Búsqueda facial',
        none: 'La búsqueda facial está desactivada para todas las universidades; un administrador la activa en el formulario de una universidad.',
        pt: 'Universidad',
        state: 'Búsqueda facial',
        on: 'Activada',
        off: 'Desactivada',
        switch: 'Búsqueda facial en %{pt}',
        opted_in: 'Aceptaron',
        enrolled: 'Rostro añadido',
        progress:
          'Fotos en espera de revisión: %{waiting} · en revisión: %{active} · revisadas hasta ahora: %{scanned}',
        group_counts: 'Búsqueda facial: %{suggested} sugeridas, %{confirmed} confirmadas',
        tag_confirmed: 'Etiquetar las confirmadas',
        tagged: '%{smart_count} foto etiquetada |||| %{smart_count} fotos etiquetadas',
      },
    },
  },
};
