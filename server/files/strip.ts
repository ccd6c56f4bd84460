/**
 * Lossless metadata stripping of stored originals (no GPS, camera serials, comments or XMP survive).
 *
 * Choice (documented in docs/files.md): the original keeps its exact pixels; only the container's
 * metadata is dropped. JPEG keeps the ICC profile (APP2 "ICC_PROFILE"), the JFIF header (APP0) and
 * the Adobe colour transform (APP14) each rewritten to their bare fields (JFIF version, density
 * units and values, no thumbnail; the Adobe transform byte, which decoders need to read CMYK/YCCK
 * and RGB JPEGs right), drops every other APP segment and comment (COM), and gets a minimal new
 * EXIF block holding only the Orientation, so a portrait phone photo still shows upright. Trailing
 * data after the primary image (MPF secondary images, which can carry their own EXIF) is dropped.
 * PNG drops eXIf/tEXt/zTXt/iTXt/tIME and every ancillary private chunk (first and second letter of
 * its type in lower case: caBX, orNT, APNG's acTL/fcTL/fdAT, ...); WebP drops EXIF/XMP chunks. An
 * image whose orientation cannot be expressed without EXIF (PNG, WebP) is re-encoded upright instead.
 */

/** JFIF APP0 as decoders read it: version, density units and values; no thumbnail, no extension. */
function bareJfif(segment: Buffer): Buffer | undefined {
  // FF E0, length, "JFIF\0", version (2), units (1), X density (2), Y density (2), thumbnail w, h, ...
  if (segment.length < 18 || segment.subarray(4, 9).toString('latin1') !== 'JFIF\0') return undefined;
  const bare = Buffer.from(segment.subarray(0, 18));
  bare.writeUInt16BE(16, 2);
  bare[16] = 0;
  bare[17] = 0;
  return bare;
}

/** Adobe APP14 as decoders read it: only the colour transform (0 none / RGB-CMYK, 1 YCbCr, 2 YCCK). */
function bareAdobe(segment: Buffer): Buffer | undefined {
  // FF EE, length, "Adobe", version (2), flags0 (2), flags1 (2), transform (1)
  if (segment.length < 16 || segment.subarray(4, 9).toString('latin1') !== 'Adobe') return undefined;
  const bare = Buffer.alloc(16);
  bare.set([0xff, 0xee, 0x00, 0x0e], 0);
  bare.write('Adobe', 4, 'latin1');
  bare.writeUInt16BE(100, 9);
  bare[15] = segment[15];
  return bare;
}

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
  let jfif = false;
  let adobe = false;
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
      // Kept: the ICC profile, and the first JFIF and Adobe segments reduced to their bare fields.
      // Dropped: everything else (EXIF, XMP, IPTC, MPF, JFXX thumbnails, comments, makers' own).
      if (marker === 0xe2 && segment.subarray(4, 16).toString('latin1') === 'ICC_PROFILE\0') {
        parts.push(segment);
      } else if (marker === 0xe0 && !jfif) {
        const bare = bareJfif(segment);
        if (bare) parts.push(bare);
        jfif = bare !== undefined;
      } else if (marker === 0xee && !adobe) {
        const bare = bareAdobe(segment);
        if (bare) parts.push(bare);
        adobe = bare !== undefined;
      }
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

/** Ancillary (first letter lower case) and private (second letter lower case): nobody needs it to decode. */
const isAncillaryPrivate = (type: Buffer) => (type[0] & 0x20) !== 0 && (type[1] & 0x20) !== 0;

export function stripPng(input: Buffer): Buffer {
  const parts: Buffer[] = [input.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= input.length) {
    const length = input.readUInt32BE(pos);
    const typeBytes = input.subarray(pos + 4, pos + 8);
    const type = typeBytes.toString('latin1');
    const end = pos + 12 + length;
    if (end > input.length) throw new Error('truncated PNG chunk');
    if (!PNG_DROP.has(type) && !isAncillaryPrivate(typeBytes)) parts.push(input.subarray(pos, end));
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
