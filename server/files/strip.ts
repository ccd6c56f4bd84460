/**
 * Lossless metadata stripping of stored originals (no GPS, camera serials or XMP survive).
 *
 * Choice (documented in docs/files.md): the original keeps its exact pixels; only the container's
 * metadata is dropped. JPEG keeps JFIF (APP0), the ICC profile (APP2 "ICC_PROFILE") and Adobe (APP14),
 * and gets a minimal new EXIF block holding only the Orientation, so a portrait phone photo still
 * shows upright. Trailing data after the primary image (MPF secondary images, which can carry their
 * own EXIF) is dropped. PNG drops eXIf/tEXt/zTXt/iTXt/tIME; WebP drops EXIF/XMP chunks. An image
 * whose orientation cannot be expressed without EXIF (PNG, WebP) is re-encoded upright instead.
 */

const JPEG_KEEP_APP = new Set([0xe0, 0xee]);

function minimalExif(orientation: number): Buffer {
  // "Exif\0\0" + big-endian TIFF header + IFD0 with a single Orientation (0x0112, SHORT) entry.
  const payload = Buffer.from([
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00,
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation & 0xff,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** Throws on a malformed stream (the caller answers 422). */
export function stripJpeg(input: Buffer, orientation: number | undefined): Buffer {
  if (input[0] !== 0xff || input[1] !== 0xd8) throw new Error('not a JPEG');
  const parts: Buffer[] = [input.subarray(0, 2)];
  let exifInserted = false;
  const insertExif = () => {
    if (!exifInserted && orientation && orientation > 1 && orientation <= 8)
      parts.push(minimalExif(orientation));
    exifInserted = true;
  };
  let pos = 2;
  while (pos < input.length) {
    if (input[pos] !== 0xff) throw new Error('JPEG marker expected');
    let marker = input[pos + 1];
    while (marker === 0xff) {
      pos++; // fill bytes
      marker = input[pos + 1];
    }
    if (marker === undefined) throw new Error('truncated JPEG');
    if (marker === 0xd9) {
      parts.push(input.subarray(pos, pos + 2));
      return Buffer.concat(parts); // anything after the primary image's EOI is dropped
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(input.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    if (pos + 4 > input.length) throw new Error('truncated JPEG');
    const length = input.readUInt16BE(pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > input.length) throw new Error('truncated JPEG segment');
    const segment = input.subarray(pos, end);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (isApp || marker === 0xfe) {
      const isIcc = marker === 0xe2 && segment.subarray(4, 16).toString('latin1') === 'ICC_PROFILE\0';
      if (JPEG_KEEP_APP.has(marker) || isIcc) parts.push(segment);
      pos = end;
      continue;
    }
    // First non-APP segment: the place for our minimal EXIF (after JFIF APP0 when present).
    insertExif();
    parts.push(segment);
    pos = end;
    if (marker === 0xda) {
      // Entropy-coded data runs until a marker that is neither stuffing (FF00) nor a restart (FFD0-D7).
      let scan = pos;
      while (scan + 1 < input.length) {
        if (input[scan] === 0xff) {
          const next = input[scan + 1];
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan++;
      }
      parts.push(input.subarray(pos, scan));
      pos = scan;
    }
  }
  throw new Error('JPEG without end marker');
}

const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function stripPng(input: Buffer): Buffer {
  const parts: Buffer[] = [input.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= input.length) {
    const length = input.readUInt32BE(pos);
    const type = input.subarray(pos + 4, pos + 8).toString('latin1');
    const end = pos + 12 + length;
    if (end > input.length) throw new Error('truncated PNG chunk');
    if (!PNG_DROP.has(type)) parts.push(input.subarray(pos, end));
    pos = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  throw new Error('PNG without IEND');
}

const WEBP_DROP = new Set(['EXIF', 'XMP ']);

export function stripWebp(input: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let pos = 12;
  const riffEnd = Math.min(input.length, 8 + input.readUInt32LE(4));
  while (pos + 8 <= riffEnd) {
    const fourcc = input.subarray(pos, pos + 4).toString('latin1');
    const size = input.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size & 1);
    if (pos + 8 + size > input.length) throw new Error('truncated WebP chunk');
    if (!WEBP_DROP.has(fourcc)) {
      const chunk = Buffer.from(input.subarray(pos, Math.min(end, input.length)));
      if (fourcc === 'VP8X') chunk[8] &= ~(0x08 | 0x04); // clear the EXIF and XMP flags
      chunks.push(chunk);
    }
    pos = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
