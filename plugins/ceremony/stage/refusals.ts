/** What the stage routes answer bad input with, in every language. */
import type { Label } from 'wisuda/config';

export const STAGE_REFUSALS = {
  find: {
    en: 'Scan a pass, or give a graduate.',
    id: 'Pindai kartu, atau pilih wisudawan.',
    ar: 'امسح البطاقة، أو اختر خريجًا.',
    fr: 'Scannez un laissez-passer, ou choisissez un diplômé.',
    de: 'Scannen Sie einen Ausweis oder wählen Sie eine Person.',
    es: 'Escanea un pase o elige a un graduado.',
    'pt-BR': 'Leia um passe ou escolha um formando.',
    'zh-CN': '请扫描通行证，或选择一位毕业生。',
  } satisfies Label,
  badPass: {
    en: 'Not a valid pass of a graduate of this event.',
    id: 'Bukan kartu wisudawan yang sah untuk acara ini.',
    ar: 'ليست بطاقة صالحة لخريج في هذه الفعالية.',
    fr: 'Ce n’est pas un laissez-passer valide d’un diplômé de cet événement.',
    de: 'Kein gültiger Ausweis einer Person dieser Veranstaltung.',
    es: 'No es un pase válido de un graduado de este evento.',
    'pt-BR': 'Não é um passe válido de um formando deste evento.',
    'zh-CN': '不是本活动毕业生的有效通行证。',
  } satisfies Label,
  notAttending: {
    en: 'This graduate is not on this event’s line-up.',
    id: 'Wisudawan ini tidak ada di barisan acara ini.',
    ar: 'هذا الخريج ليس في ترتيب هذه الفعالية.',
    fr: 'Ce diplômé n’est pas dans l’ordre de passage de cet événement.',
    de: 'Diese Person steht nicht in der Aufstellung dieser Veranstaltung.',
    es: 'Este graduado no está en el orden de este evento.',
    'pt-BR': 'Este formando não está na ordem deste evento.',
    'zh-CN': '该毕业生不在本活动的队列中。',
  } satisfies Label,
  query: {
    en: 'At least 2 characters of a NIM or a name.',
    id: 'Paling sedikit 2 karakter NIM atau nama.',
    ar: 'حرفان على الأقل من الرقم الجامعي أو الاسم.',
    fr: 'Au moins 2 caractères d’un NIM ou d’un nom.',
    de: 'Mindestens 2 Zeichen einer NIM oder eines Namens.',
    es: 'Al menos 2 caracteres de un NIM o un nombre.',
    'pt-BR': 'Pelo menos 2 caracteres de um NIM ou nome.',
    'zh-CN': '请输入学号或姓名的至少 2 个字符。',
  } satisfies Label,
} as const;
