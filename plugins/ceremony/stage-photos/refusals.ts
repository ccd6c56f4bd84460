/** What the stage photo routes answer bad input with, in every language. */
import type { Label } from 'wisuda/config';

export const STAGE_PHOTO_REFUSALS = {
  notStagePhoto: {
    en: 'Not a photo of this event’s stage groups.',
    id: 'Bukan foto dari grup foto panggung acara ini.',
    ar: 'ليست صورة من مجموعات صور منصة هذه الفعالية.',
    fr: 'Ce n’est pas une photo des groupes de scène de cet événement.',
    de: 'Kein Foto aus den Bühnenfoto-Gruppen dieser Veranstaltung.',
    es: 'No es una foto de los grupos del escenario de este evento.',
    'pt-BR': 'Não é uma foto dos grupos do palco deste evento.',
    'zh-CN': '不是本活动台上照片组中的照片。',
  } satisfies Label,
  noTime: {
    en: 'This photo has no capture time: it cannot set a camera’s clock.',
    id: 'Foto ini tidak punya waktu pengambilan: tidak bisa dipakai untuk kalibrasi.',
    ar: 'لا تحمل هذه الصورة وقت التقاط: لا يمكن ضبط ساعة الكاميرا بها.',
    fr: 'Cette photo n’a pas d’heure de prise de vue : elle ne peut pas régler l’horloge d’un appareil.',
    de: 'Dieses Foto hat keine Aufnahmezeit: damit lässt sich keine Kamerauhr stellen.',
    es: 'Esta foto no tiene hora de captura: no sirve para ajustar el reloj de una cámara.',
    'pt-BR': 'Esta foto não tem horário de captura: não serve para acertar o relógio de uma câmera.',
    'zh-CN': '这张照片没有拍摄时间，无法用于校准相机时钟。',
  } satisfies Label,
  notCalled: {
    en: 'This graduate was not called on this event’s stage.',
    id: 'Wisudawan ini belum dipanggil di panggung acara ini.',
    ar: 'لم يُنادَ هذا الخريج على منصة هذه الفعالية.',
    fr: 'Ce diplômé n’a pas été appelé sur la scène de cet événement.',
    de: 'Diese Person wurde auf der Bühne dieser Veranstaltung nicht aufgerufen.',
    es: 'Este graduado no fue llamado al escenario de este evento.',
    'pt-BR': 'Este formando não foi chamado ao palco deste evento.',
    'zh-CN': '该毕业生未在本活动台上被点名。',
  } satisfies Label,
  graduate: {
    en: 'Choose a graduate of this event’s university, or none.',
    id: 'Pilih wisudawan dari perguruan tinggi acara ini, atau tidak ada.',
    ar: 'اختر خريجًا من جامعة هذه الفعالية، أو لا أحد.',
    fr: 'Choisissez un diplômé de l’université de cet événement, ou personne.',
    de: 'Wählen Sie eine Person der Hochschule dieser Veranstaltung, oder niemanden.',
    es: 'Elige un graduado de la universidad de este evento, o ninguno.',
    'pt-BR': 'Escolha um formando da universidade deste evento, ou nenhum.',
    'zh-CN': '请选择本活动所属高校的毕业生，或不选。',
  } satisfies Label,
};
