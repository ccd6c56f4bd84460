/**
 * What stage photos add to the built-in declarations: a gallery group marked as the acara's stage
 * group (its photos are matched to graduates by time, ./match.ts; each one tagged to a graduate is
 * marked as their stage photo in their gallery) and, on the acara, the matching's
 * window and margin. The camera offsets and each photo's match live in the plugin's own tables
 * (stage_camera, stage_match: ../server/stage-photos-data.ts).
 */
import type { ConfigFields } from 'wisuda/config';

export const STAGE_PHOTO_ACARA_FIELDS = {
  panggung_jendela: {
    type: 'int',
    min: 1,
    max: 600,
    default: 30,
    label: 'Stage photo window (seconds after a call)',
  },
  panggung_margin: {
    type: 'int',
    min: 0,
    max: 60,
    default: 2,
    label: 'Stage photo margin (seconds around a call)',
  },
} as const satisfies ConfigFields;

export const STAGE_PHOTO_GROUP_FIELDS = {
  panggung: {
    type: 'boolean',
    default: false,
    label: 'Stage photos (matched by time)',
    // A photo of a stage group tagged to a graduate is their stage photo (domain/galleryMarks.ts).
    galleryMark: {
      en: 'Stage photo',
      id: 'Foto panggung',
      ar: 'صورة المنصة',
      fr: 'Photo de scène',
      de: 'Bühnenfoto',
      es: 'Foto del escenario',
      'pt-BR': 'Foto do palco',
      'zh-CN': '台上照片',
    },
  },
} as const satisfies ConfigFields;

/**
 * Who calibrates cameras and settles the review queue: the ceremony staff, who adjust the day's
 * results (the line-up, the stage names) with the plugin's own `kehadiran.update`, not those who
 * manage the gallery (`fileGroup.update`), within their universities.
 */
export const STAGE_PHOTO_PERMISSION = 'kehadiran.update';

/** What the ceremony staff hold besides for the stage photos page: reading the photos it shows. */
export const STAGE_PHOTO_STAFF_PERMISSIONS = ['fileGroup.view'] as const;
