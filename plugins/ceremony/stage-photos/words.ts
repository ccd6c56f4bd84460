/**
 * The stage photo declarations' words in Wisuda's other languages (./resources.ts and the page's
 * title are written in English), merged into the ceremony plugin's translations by
 * `withStagePhotoWords`.
 */
import { withWords } from '../tickets/words';
import { STAGE_PHOTOS_PATH } from './paths';

type W = readonly [window: string, margin: string, group: string, page: string];

const words = ([window, margin, group, page]: W) => ({
  extend: {
    acara: { fields: { panggung_jendela: window, panggung_margin: margin } },
    fileGroup: { fields: { panggung: group } },
  },
  pages: { [STAGE_PHOTOS_PATH]: page },
});

export const STAGE_PHOTO_WORDS = {
  id: words([
    'Jendela foto panggung (detik setelah dipanggil)',
    'Margin foto panggung (detik di sekitar panggilan)',
    'Foto panggung (dicocokkan menurut waktu)',
    'Foto panggung',
  ]),
  ar: words([
    'نافذة صور المنصة (ثوانٍ بعد النداء)',
    'هامش صور المنصة (ثوانٍ حول النداء)',
    'صور المنصة (تُطابَق حسب الوقت)',
    'صور المنصة',
  ]),
  fr: words([
    'Fenêtre des photos de scène (secondes après l’appel)',
    'Marge des photos de scène (secondes autour d’un appel)',
    'Photos de scène (associées par l’heure)',
    'Photos de scène',
  ]),
  de: words([
    'Zeitfenster der Bühnenfotos (Sekunden nach dem Aufruf)',
    'Spielraum der Bühnenfotos (Sekunden um einen Aufruf)',
    'Bühnenfotos (nach Uhrzeit zugeordnet)',
    'Bühnenfotos',
  ]),
  es: words([
    'Ventana de fotos del escenario (segundos tras el llamado)',
    'Margen de fotos del escenario (segundos alrededor de un llamado)',
    'Fotos del escenario (asignadas por la hora)',
    'Fotos del escenario',
  ]),
  'pt-BR': words([
    'Janela das fotos do palco (segundos após a chamada)',
    'Margem das fotos do palco (segundos em torno de uma chamada)',
    'Fotos do palco (associadas pelo horário)',
    'Fotos do palco',
  ]),
  'zh-CN': words([
    '台上照片时间窗（点名后秒数）',
    '台上照片容差（点名前后秒数）',
    '台上照片（按时间匹配）',
    '台上照片',
  ]),
};

/** The ceremony's translations with the stage photos' words added. */
export const withStagePhotoWords = <T extends Record<string, object>>(base: T): T =>
  withWords(base, STAGE_PHOTO_WORDS);
