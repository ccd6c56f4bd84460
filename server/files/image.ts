import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { msg, type Msg } from '../../domain/messages';
import { fieldError, HttpError } from '../errors';
import { MIME, type ImageFormat } from './keys';
import { stripJpeg, stripPng, stripWebp } from './strip';

export const THUMB_SIZE = 400;
export const PREVIEW_SIZE = 1600;
export const PLACEHOLDER_SIZE = 20;

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  mime: string;
  /** The original's pixels with its metadata stripped (see strip.ts). */
  original: Buffer;
  thumb: Buffer;
  preview: Buffer;
  /** A tiny blurred WebP as a data: URI, shown while the thumbnail loads. */
  placeholder: string;
  /** Upright size (after EXIF orientation). */
  width: number;
  height: number;
  /** sha256 of the uploaded bytes: the duplicate check. */
  checksum: string;
  /** The upload's own EXIF block, read before anything is stripped (capture time: exif.ts). */
  exif: Buffer | undefined;
}

const fileError = (status: number, message: Msg) => fieldError(status, 'file', message);

/** The format by its first bytes (magic numbers); a name or declared type is never trusted. */
export function sniffImage(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

/**
 * Checks an upload's bytes and size, reading only the header: 413 too many bytes, 415 not
 * JPEG/PNG/WebP by content, 422 corrupt or over the pixel limit. Returns the format and metadata.
 */
export async function inspectImage(
  input: Buffer,
  limits: ImageLimits,
): Promise<{ format: ImageFormat; meta: Metadata }> {
  if (input.length > limits.maxBytes) {
    throw fileError(413, msg.files.tooLarge({ mb: Math.round(limits.maxBytes / 1024 / 1024) }));
  }
  const format = sniffImage(input);
  if (!format) throw fileError(415, msg.files.notImage());
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fileError(422, msg.files.damaged());
  }
  if (meta.format !== format || !meta.width || !meta.height) {
    throw fileError(422, msg.files.damaged());
  }
  if (meta.width * meta.height > limits.maxPixels) {
    throw fileError(
      422,
      msg.files.tooManyPixels({
        width: meta.width,
        height: meta.height,
        limit: (limits.maxPixels / 1e6).toFixed(0),
      }),
    );
  }
  return { format, meta };
}

/** Thumbnail, preview and placeholder from one decode (shrink-on-load to the preview size). */
export async function deriveImages(input: Buffer, maxPixels: number) {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [preview, thumb, tiny] = await Promise.all([
    sharp(data, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(data, raw)
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 76, effort: 2 })
      .toBuffer(),
    sharp(data, raw)
      .resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: 'inside' })
      .blur(1)
      .webp({ quality: 40, effort: 2 })
      .toBuffer(),
  ]);
  return { preview, thumb, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/** The stored original: same pixels, no metadata; re-encoded upright only when EXIF must not stay. */
export async function cleanOriginal(
  input: Buffer,
  format: ImageFormat,
  orientation: number | undefined,
): Promise<Buffer> {
  const rotated = orientation !== undefined && orientation > 1;
  if (format === 'jpeg') return stripJpeg(input, orientation);
  if (!rotated) return format === 'png' ? stripPng(input) : stripWebp(input);
  const upright = sharp(input, { failOn: 'error' }).rotate().keepIccProfile();
  return format === 'png' ? upright.png().toBuffer() : upright.webp({ quality: 95 }).toBuffer();
}

/** The whole upload pipeline: validate, derive thumbnail/preview/placeholder, strip the original. */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  const { format, meta } = await inspectImage(input, limits);
  const orientation = meta.orientation;
  const swap = orientation !== undefined && orientation >= 5;
  try {
    const [derived, original] = await Promise.all([
      deriveImages(input, limits.maxPixels),
      cleanOriginal(input, format, orientation),
    ]);
    return {
      format,
      mime: MIME[format],
      original,
      ...derived,
      width: swap ? meta.height! : meta.width!,
      height: swap ? meta.width! : meta.height!,
      checksum: sha256(input),
      exif: meta.exif,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw fileError(422, msg.files.damaged());
  }
}
