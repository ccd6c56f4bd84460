/**
 * The stage declarations' words in Wisuda's other languages (./resources.ts is written in English),
 * merged into the ceremony plugin's translations by `withStageWords`.
 */
import { withWords } from '../tickets/words';

type W = readonly [
  label: string,
  event: string,
  graduate: string,
  calledAt: string,
  foundBy: string,
  correctedBy: string,
  superseded: string,
  role: string,
  scanner: string,
  reader: string,
];

const words = ([
  label,
  event,
  graduate,
  calledAt,
  foundBy,
  correctedBy,
  superseded,
  role,
  scanner,
  reader,
]: W) => ({
  resources: {
    stageCall: {
      label,
      fields: {
        acara_id: event,
        mahasiswa_id: graduate,
        called_at: calledAt,
        source: foundBy,
        corrected_by: correctedBy,
        superseded,
      },
    },
  },
  roles: { petugas_panggung: role },
  pages: { '/menu/pemindai-panggung': scanner, '/menu/pembaca-nama': reader },
});

const STAGE_WORDS = {
  id: words([
    'Panggilan Panggung',
    'Acara',
    'Wisudawan',
    'Dipanggil pada',
    'Ditemukan lewat',
    'Dikoreksi oleh',
    'Digantikan',
    'Petugas panggung',
    'Pemindai panggung',
    'Pembaca nama',
  ]),
  ar: words([
    'نداءات المنصة',
    'الفعالية',
    'الخريج',
    'وقت النداء',
    'طريقة العثور',
    'صحّحه',
    'مستبدل',
    'موظفو المنصة',
    'ماسح المنصة',
    'قارئ الأسماء',
  ]),
  fr: words([
    'Appels sur scène',
    'Événement',
    'Diplômé',
    'Appelé à',
    'Trouvé par',
    'Corrigé par',
    'Remplacé',
    'Équipe de scène',
    'Scanner de scène',
    'Lecteur des noms',
  ]),
  de: words([
    'Bühnenaufrufe',
    'Veranstaltung',
    'Absolvent',
    'Aufgerufen um',
    'Gefunden über',
    'Korrigiert von',
    'Ersetzt',
    'Bühnenpersonal',
    'Bühnenscanner',
    'Namensleser',
  ]),
  es: words([
    'Llamadas al escenario',
    'Evento',
    'Graduado',
    'Llamado a las',
    'Encontrado por',
    'Corregido por',
    'Reemplazada',
    'Personal del escenario',
    'Escáner del escenario',
    'Lector de nombres',
  ]),
  'pt-BR': words([
    'Chamadas ao palco',
    'Evento',
    'Formando',
    'Chamado às',
    'Encontrado por',
    'Corrigido por',
    'Substituída',
    'Equipe do palco',
    'Leitor do palco',
    'Leitor de nomes',
  ]),
  'zh-CN': words([
    '上台唱名',
    '活动',
    '毕业生',
    '唱名时间',
    '查找方式',
    '更正人',
    '已被取代',
    '舞台工作人员',
    '舞台扫描',
    '念名屏幕',
  ]),
};

/** The ceremony's translations with the stage's words added, language by language. */
export const withStageWords = <T extends Record<string, object>>(base: T): T => withWords(base, STAGE_WORDS);
