/** The ticket and pass mails' texts, in the recipient's language. `%{name}` is replaced. */
const TEXTS = {
  en: {
    guestSubject: 'Your ticket to %{acara}',
    guestBody:
      '%{graduate} invites you, %{guest}, to %{acara} on %{date}. Show this QR code at the guests’ entrance.',
    passSubject: 'Your graduate pass for %{acara}',
    passBody:
      'Dear %{graduate}, this is your personal pass for %{acara} on %{date}. Show this QR code at the graduates’ entrance.',
    code: 'Ticket code',
  },
  id: {
    guestSubject: 'Tiket Anda untuk %{acara}',
    guestBody:
      '%{graduate} mengundang Anda, %{guest}, ke %{acara} pada %{date}. Tunjukkan kode QR ini di pintu masuk tamu.',
    passSubject: 'Pas wisudawan Anda untuk %{acara}',
    passBody:
      'Yth. %{graduate}, ini pas pribadi Anda untuk %{acara} pada %{date}. Tunjukkan kode QR ini di pintu masuk wisudawan.',
    code: 'Kode tiket',
  },
  ar: {
    guestSubject: 'تذكرتك إلى %{acara}',
    guestBody: 'يدعوك %{graduate}، %{guest}، إلى %{acara} في %{date}. أظهر رمز QR هذا عند مدخل الضيوف.',
    passSubject: 'تصريح الخريج الخاص بك إلى %{acara}',
    passBody:
      'عزيزي %{graduate}، هذا تصريحك الشخصي إلى %{acara} في %{date}. أظهر رمز QR هذا عند مدخل الخريجين.',
    code: 'رمز التذكرة',
  },
  fr: {
    guestSubject: 'Votre billet pour %{acara}',
    guestBody:
      '%{graduate} vous invite, %{guest}, à %{acara} le %{date}. Présentez ce code QR à l’entrée des invités.',
    passSubject: 'Votre laissez-passer de diplômé pour %{acara}',
    passBody:
      'Cher·e %{graduate}, voici votre laissez-passer personnel pour %{acara} le %{date}. Présentez ce code QR à l’entrée des diplômés.',
    code: 'Code du billet',
  },
  de: {
    guestSubject: 'Ihr Ticket für %{acara}',
    guestBody:
      '%{graduate} lädt Sie, %{guest}, zu %{acara} am %{date} ein. Zeigen Sie diesen QR-Code am Gästeeingang.',
    passSubject: 'Ihr Absolventenpass für %{acara}',
    passBody:
      'Liebe/r %{graduate}, dies ist Ihr persönlicher Pass für %{acara} am %{date}. Zeigen Sie diesen QR-Code am Eingang für Absolventen.',
    code: 'Ticketcode',
  },
  es: {
    guestSubject: 'Tu entrada para %{acara}',
    guestBody:
      '%{graduate} te invita, %{guest}, a %{acara} el %{date}. Muestra este código QR en la entrada de invitados.',
    passSubject: 'Tu pase de graduado para %{acara}',
    passBody:
      'Hola %{graduate}, este es tu pase personal para %{acara} el %{date}. Muestra este código QR en la entrada de graduados.',
    code: 'Código de la entrada',
  },
  'pt-BR': {
    guestSubject: 'Seu ingresso para %{acara}',
    guestBody:
      '%{graduate} convida você, %{guest}, para %{acara} em %{date}. Mostre este código QR na entrada de convidados.',
    passSubject: 'Seu passe de formando para %{acara}',
    passBody:
      'Olá %{graduate}, este é o seu passe pessoal para %{acara} em %{date}. Mostre este código QR na entrada de formandos.',
    code: 'Código do ingresso',
  },
  'zh-CN': {
    guestSubject: '您参加%{acara}的门票',
    guestBody: '%{graduate} 邀请您（%{guest}）于 %{date} 参加%{acara}。请在嘉宾入口出示此二维码。',
    passSubject: '您参加%{acara}的毕业生通行证',
    passBody: '%{graduate}，您好：这是您于 %{date} 参加%{acara}的个人通行证。请在毕业生入口出示此二维码。',
    code: '票码',
  },
};

export type MailText = keyof (typeof TEXTS)['en'];
export const MAIL_LANGUAGES = Object.keys(TEXTS);

export function mailText(locale: string, key: MailText, params: Record<string, string> = {}): string {
  const texts = (TEXTS as Record<string, (typeof TEXTS)['en']>)[locale] ?? TEXTS.en;
  return texts[key].replace(/%\{(\w+)\}/g, (_, n: string) => params[n] ?? '');
}
