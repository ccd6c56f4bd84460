/**
 * When a photo was taken, from the EXIF block of the uploaded bytes (sharp's `metadata().exif`, read
 * before the stored original is stripped). Parsing is exif-reader's; this module only chooses a tag,
 * applies its offset and throws nothing away silently except what cannot be a capture time.
 *
 * - The tag: DateTimeOriginal (Exif IFD, else IFD0), else DateTimeDigitized ("CreateDate"), else the
 *   IFD0 DateTime ("ModifyDate").
 * - The offset: the tag's own OffsetTime* (EXIF 2.31: OffsetTimeOriginal, OffsetTimeDigitized,
 *   OffsetTime) when present and well-formed; otherwise the camera's clock is taken to show the wall
 *   time of `timeZone` (PHOTO_TIMEZONE, default the server's own zone: docs/files.md).
 * - Odd EXIF never fails an upload: a block that cannot be parsed, a blank or impossible date
 *   (`0000:00:00 00:00:00`, month 13, 30 February), one before 1900 or more than a day in the future
 *   gives null.
 */
import { createHash } from 'node:crypto';
import exifReader from 'exif-reader';

type ExifDate = Date | null | undefined;
type Tags = Record<string, unknown> | null | undefined;

/** The earliest capture time taken seriously (an unset clock reads 0000:00:00, parsed as 1899). */
const EARLIEST = Date.UTC(1900, 0, 1);
/** Clock slack for "in the future". */
const FUTURE_SLACK_MS = 24 * 3600 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * exif-reader turns "YYYY:MM:DD HH:MM:SS" into a Date whose UTC fields are the wall time, letting
 * Date.UTC roll impossible fields over (month 13 becomes January). A date is only genuine when writing
 * it back gives the very text that is in the block.
 */
function genuine(exif: Buffer, wall: Date): boolean {
  const text =
    `${pad(wall.getUTCFullYear(), 4)}:${pad(wall.getUTCMonth() + 1)}:${pad(wall.getUTCDate())} ` +
    `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return exif.includes(Buffer.from(text, 'latin1'));
}

/** "+07:00" / "-05:30" in minutes east of UTC; undefined when absent or malformed. */
export function parseOffset(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*([+-])(\d{2}):(\d{2})\s*$/.exec(value);
  if (!m) return undefined;
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (hours > 14 || minutes > 59) return undefined;
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC of an IANA time zone at an instant (DST included). */
function zoneOffset(timeZone: string, at: number): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - (at - (((at % 1000) + 1000) % 1000))) / 60_000);
}

/** The instant at which the clocks of `timeZone` showed `wall` (a Date whose UTC fields are the wall time). */
export function wallTimeIn(wall: Date, timeZone: string): Date {
  const ms = wall.getTime();
  const first = ms - zoneOffset(timeZone, ms) * 60_000;
  // Once more from the first guess: right across a DST change.
  return new Date(ms - zoneOffset(timeZone, first) * 60_000);
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The IFD0 and Exif IFD tags of a raw EXIF block; null when it cannot be parsed. */
function parseTags(exif: Buffer): { image: Tags; photo: Tags } | null {
  try {
    const parsed = exifReader(exif);
    return { image: parsed.Image as Tags, photo: parsed.Photo as Tags };
  } catch {
    return null;
  }
}

/**
 * The capture time of a photo from its raw EXIF block, or null (no block, no date, a bad date).
 * `now` bounds "the future" (tests pass their own).
 */
export function captureTime(exif: Buffer | undefined, timeZone: string, now = Date.now()): Date | null {
  if (!exif?.length) return null;
  const tags = parseTags(exif);
  if (!tags) return null;
  const { image, photo } = tags;
  const candidates: [ExifDate | unknown, unknown][] = [
    [photo?.DateTimeOriginal, photo?.OffsetTimeOriginal],
    [image?.DateTimeOriginal, photo?.OffsetTimeOriginal],
    [photo?.DateTimeDigitized, photo?.OffsetTimeDigitized],
    [image?.DateTime, photo?.OffsetTime],
  ];
  for (const [value, offsetTag] of candidates) {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) continue;
    if (!genuine(exif, value)) continue;
    const offset = parseOffset(offsetTag);
    const at =
      offset === undefined ? wallTimeIn(value, timeZone) : new Date(value.getTime() - offset * 60_000);
    if (at.getTime() < EARLIEST || at.getTime() > now + FUTURE_SLACK_MS) continue;
    return at;
  }
  return null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\0/g, '').trim() : '');

/**
 * Which camera took a photo, as a key that tells cameras apart (the stage photos' clock offsets,
 * plugins/ceremony): its model (the maker in front when the model does not name it) and, when the
 * EXIF holds the body's serial number, a short hash of it, never the serial itself (the stored
 * original keeps none, docs/files.md). Null without EXIF or without a model.
 */
export function cameraKey(exif: Buffer | undefined): string | null {
  if (!exif?.length) return null;
  const tags = parseTags(exif);
  if (!tags) return null;
  const { image, photo } = tags;
  const make = text(image?.Make);
  const model = text(image?.Model);
  const serial = text(photo?.BodySerialNumber);
  if (!model && !serial) return null;
  const name = make && !model.toLowerCase().startsWith(make.toLowerCase()) ? `${make} ${model}` : model;
  const tag = serial ? `#${createHash('sha256').update(serial).digest('hex').slice(0, 8)}` : '';
  return [name, tag].filter(Boolean).join(' ').slice(0, 120);
}
