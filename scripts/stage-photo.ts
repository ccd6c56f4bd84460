/**
 * Generated stage photos, for the README screenshots and the stage rehearsal
 * (bench/stage-rehearsal.ts): a JPEG of a graduate crossing the stage, drawn from a seed, carrying
 * the EXIF a camera writes: maker, model, the body's serial when it has one, and the capture time as
 * the camera's clock shows it (off by `error`), with its UTC offset (so PHOTO_TIMEZONE does not matter);
 * and the acara's stage group they are uploaded to.
 */
import sharp from 'sharp';
import type { AppApi } from './app-api';

export interface StageCameraModel {
  make: string;
  model: string;
  serial?: string;
  /** How far the camera's clock is off (ms; positive: it runs ahead). */
  error: number;
}

export interface StagePhotoOptions {
  /** What is drawn (the graduate's gown, where they stand). */
  seed: number;
  /** Minutes east of UTC the camera's clock is set to (420: WIB). */
  offsetMinutes?: number;
  /** No capture time in the EXIF (a camera whose clock was never set, an edited copy). */
  untimed?: boolean;
  width?: number;
  height?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The camera's EXIF date ("YYYY:MM:DD HH:MM:SS") and offset ("+07:00") of real instant `ms`. */
export function exifClock(ms: number, offsetMinutes = 0): { wall: string; offset: string } {
  const d = new Date(ms + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return {
    wall: `${d.slice(0, 10).replaceAll('-', ':')} ${d.slice(11, 19)}`,
    offset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}

/** The scene: a hall, a stage with its backdrop, the rector on the right and a graduate walking across. */
function sceneSvg(seed: number, width: number, height: number): string {
  const hue = (seed * 47) % 360;
  const x = 0.2 + ((seed * 37) % 45) / 100;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][seed % 4];
  const floor = height * 0.72;
  const person = (cx: number, gown: string, face: string, cap: boolean) => `
    <rect x="${cx - width * 0.06}" y="${floor - height * 0.36}" width="${width * 0.12}" height="${height * 0.36}"
      rx="${width * 0.02}" fill="${gown}"/>
    <circle cx="${cx}" cy="${floor - height * 0.42}" r="${height * 0.065}" fill="${face}"/>
    ${cap ? `<rect x="${cx - width * 0.05}" y="${floor - height * 0.505}" width="${width * 0.1}" height="${height * 0.025}" fill="#111"/>` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},35%,18%)"/>
    <rect x="${width * 0.08}" y="${height * 0.08}" width="${width * 0.84}" height="${height * 0.2}" rx="6"
      fill="hsl(${(hue + 180) % 360},45%,42%)"/>
    <rect x="0" y="${floor}" width="100%" height="${height - floor}" fill="#6d4c41"/>
    ${person(width * 0.82, '#4a148c', '#d7a46f', false)}
    ${person(width * x, `hsl(${(hue + 90) % 360},20%,12%)`, skin, true)}
  </svg>`;
}

/** A stage photo taken at real instant `realMs` by `camera`. */
export async function stagePhoto(
  camera: StageCameraModel,
  realMs: number,
  options: StagePhotoOptions,
): Promise<Buffer> {
  const { width = 480, height = 320, offsetMinutes = 0 } = options;
  const clock = exifClock(realMs + camera.error, offsetMinutes);
  const photoTags = {
    ...(options.untimed ? {} : { DateTimeOriginal: clock.wall, OffsetTimeOriginal: clock.offset }),
    ...(camera.serial ? { BodySerialNumber: camera.serial } : {}),
  };
  return sharp(Buffer.from(sceneSvg(options.seed, width, height)))
    .withExif({ IFD0: { Make: camera.make, Model: camera.model }, IFD2: photoTags })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A published stage photo group for the acara, made through the API (POST /api/file/file-group). */
export async function addStageGroup(api: AppApi, acara: number): Promise<number> {
  const group = await api.json<{ id: number }>('POST', '/api/file/file-group', {
    acara_id: acara,
    nama: 'Foto Panggung',
    tipe: 'prosesi',
    is_published: true,
    panggung: true,
  });
  return group.id;
}
