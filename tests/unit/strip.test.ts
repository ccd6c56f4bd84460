/**
 * Metadata stripping of stored originals (server/files/strip.ts) on crafted files: each metadata
 * segment or chunk is gone, the bare JFIF / Adobe fields and the ICC profile stay, and the result
 * still decodes (sharp) to the very same pixels.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripJpeg, stripPng } from '../../server/files/strip';

const SECRET = 'SECRET-4711';

async function pixels(image: Buffer): Promise<Buffer> {
  return sharp(image).raw().toBuffer();
}

/** A generated image with some detail (distinct pixels), 64×48. */
function base(format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48">
    <rect width="64" height="48" fill="#3a7"/><circle cx="32" cy="24" r="14" fill="#fc3"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'jpeg' ? img.jpeg({ quality: 90 }).toBuffer() : img.png().toBuffer();
}

// --- JPEG ----------------------------------------------------------------------------------------

/** A marker segment: FF <marker>, length, payload. */
function segment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** The segments before the scan: [marker, whole segment]. */
function jpegSegments(jpeg: Buffer): [number, Buffer][] {
  const out: [number, Buffer][] = [];
  let pos = 2;
  while (pos < jpeg.length) {
    const marker = jpeg[pos + 1];
    const end = pos + 2 + jpeg.readUInt16BE(pos + 2);
    out.push([marker, jpeg.subarray(pos, end)]);
    if (marker === 0xda) break;
    pos = end;
  }
  return out;
}

/** The JPEG with `extra` segments right after SOI instead of its own APP segments. */
function withSegments(jpeg: Buffer, extra: Buffer[]): Buffer {
  const segments = jpegSegments(jpeg);
  const [, sos] = segments.at(-1)!;
  const scan = sos.byteOffset - jpeg.byteOffset;
  const tables = segments.slice(0, -1).filter(([m]) => !(m >= 0xe0 && m <= 0xef) && m !== 0xfe);
  return Buffer.concat([jpeg.subarray(0, 2), ...extra, ...tables.map(([, s]) => s), jpeg.subarray(scan)]);
}

describe('stripJpeg', () => {
  let plain: Buffer;
  beforeAll(async () => {
    plain = await base('jpeg');
  });

  const jfifWithThumbnail = () => {
    // "JFIF\0", 1.02, units 1 (dpi), 300 × 300, a 2×1 RGB thumbnail carrying the secret's bytes
    const head = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 1, 0x01, 0x2c, 0x01, 0x2c, 2, 1]);
    return segment(0xe0, Buffer.concat([head, Buffer.from(SECRET.slice(0, 6), 'latin1')]));
  };
  const jfxx = () => segment(0xe0, `JFXX\0\x10${SECRET}`);
  const adobe = () =>
    segment(
      0xee,
      Buffer.concat([Buffer.from('Adobe\0\x64\x80\x00\x00\x00\x01', 'latin1'), Buffer.from(SECRET)]),
    );
  const comment = () => segment(0xfe, `made by ${SECRET}`);
  const xmp = () => segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`);
  const iptc = () => segment(0xed, `Photoshop 3.0\0${SECRET}`);
  const icc = () =>
    segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'), Buffer.alloc(40, 7)]));

  it('keeps the bare JFIF header: version and density, no thumbnail; drops a JFXX extension', async () => {
    const input = withSegments(plain, [jfifWithThumbnail(), jfxx()]);
    const out = stripJpeg(input, undefined);
    const apps = jpegSegments(out).filter(([m]) => m === 0xe0);
    expect(apps).toHaveLength(1);
    expect([...apps[0][1]]).toEqual([
      0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 1, 0x01, 0x2c, 0x01, 0x2c, 0, 0,
    ]);
    expect(out.includes(SECRET.slice(0, 6))).toBe(false);
    expect(await pixels(out)).toEqual(await pixels(input));
  });

  it('keeps only the colour transform of an Adobe APP14', async () => {
    const input = withSegments(plain, [adobe()]);
    const out = stripJpeg(input, undefined);
    const apps = jpegSegments(out).filter(([m]) => m === 0xee);
    expect(apps).toHaveLength(1);
    expect(apps[0][1].length).toBe(16);
    expect(apps[0][1].subarray(4, 9).toString('latin1')).toBe('Adobe');
    expect(apps[0][1][15]).toBe(1); // YCbCr
    expect(out.includes(SECRET)).toBe(false);
    expect(await pixels(out)).toEqual(await pixels(input));
  });

  it('a CMYK JPEG keeps its colours: the transform is what decoders read from APP14', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#c33"/></svg>';
    const cmyk = await sharp(Buffer.from(svg)).toColourspace('cmyk').jpeg().toBuffer();
    const [, app14] = jpegSegments(cmyk).find(([m]) => m === 0xee)!;
    const input = withSegments(cmyk, [
      segment(0xee, Buffer.concat([app14.subarray(4), Buffer.from(SECRET)])),
    ]);
    const out = stripJpeg(input, undefined);
    expect(jpegSegments(out).find(([m]) => m === 0xee)?.[1][15]).toBe(app14[15]);
    expect(out.includes(SECRET)).toBe(false);
    expect(await pixels(out)).toEqual(await pixels(cmyk));
  });

  it('drops comments (COM), XMP and IPTC, keeps the ICC profile', async () => {
    const input = withSegments(plain, [jfifWithThumbnail(), comment(), xmp(), iptc(), icc(), comment()]);
    expect(input.includes(SECRET)).toBe(true);
    const out = stripJpeg(input, undefined);
    const markers = jpegSegments(out).map(([m]) => m);
    expect(markers).not.toContain(0xfe);
    expect(markers).not.toContain(0xe1);
    expect(markers).not.toContain(0xed);
    expect(markers.filter((m) => m === 0xe2)).toHaveLength(1);
    expect(out.includes(SECRET)).toBe(false);
    expect((await sharp(out).metadata()).format).toBe('jpeg');
    expect(await pixels(out)).toEqual(await pixels(input));
  });

  it('gives the orientation a minimal EXIF of its own, after the JFIF header', async () => {
    const input = withSegments(plain, [jfifWithThumbnail(), xmp(), comment()]);
    const out = stripJpeg(input, 6);
    const markers = jpegSegments(out).map(([m]) => m);
    expect(markers.slice(0, 2)).toEqual([0xe0, 0xe1]);
    expect((await sharp(out).metadata()).orientation).toBe(6);
    expect(out.includes(SECRET)).toBe(false);
  });
});

// --- PNG -----------------------------------------------------------------------------------------

function chunk(type: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let pos = 8; pos + 12 <= png.length; pos += 12 + png.readUInt32BE(pos))
    types.push(png.subarray(pos + 4, pos + 8).toString('latin1'));
  return types;
}

/** The PNG with `extra` chunks after IHDR (13 bytes of data: the chunk ends at 8 + 25). */
const withChunks = (png: Buffer, extra: Buffer[]) =>
  Buffer.concat([png.subarray(0, 33), ...extra, png.subarray(33)]);

describe('stripPng', () => {
  let plain: Buffer;
  beforeAll(async () => {
    plain = await base('png');
  });

  const time = Buffer.from([0x07, 0xea, 6, 1, 10, 30, 0]);
  const metadata: [string, Buffer | string][] = [
    ['tEXt', `Comment\0${SECRET}`],
    ['zTXt', Buffer.concat([Buffer.from('Author\0\0', 'latin1'), Buffer.from(SECRET)])],
    ['iTXt', `Description\0\0\0\0\0${SECRET}`],
    ['eXIf', Buffer.concat([Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'), Buffer.from(SECRET)])],
    ['tIME', time],
    // ancillary private chunks: C2PA content credentials, ImageMagick's orientation and page, APNG
    ['caBX', SECRET],
    ['orNT', Buffer.from([6])],
    ['vpAg', Buffer.concat([Buffer.from(SECRET), Buffer.alloc(1)])],
    ['acTL', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0])],
    ['prIv', SECRET],
  ];

  it.each(metadata)('drops %s', async (type, data) => {
    const input = withChunks(plain, [chunk(type, data)]);
    expect(pngChunks(input)).toContain(type);
    const out = stripPng(input);
    expect(pngChunks(out)).not.toContain(type);
    expect(out.includes(SECRET)).toBe(false);
    expect(await pixels(out)).toEqual(await pixels(plain));
  });

  it('drops them all at once and keeps what decoding needs or describes (critical, public ancillary)', async () => {
    const physical = chunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));
    const gamma = chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f]));
    const input = withChunks(plain, [physical, gamma, ...metadata.map(([type, data]) => chunk(type, data))]);
    const out = stripPng(input);
    const kept = pngChunks(out);
    expect(kept[0]).toBe('IHDR');
    expect(kept.at(-1)).toBe('IEND');
    expect(kept).toEqual(expect.arrayContaining(['pHYs', 'gAMA', 'IDAT']));
    expect(kept.filter((t) => !['IHDR', 'pHYs', 'gAMA', 'IDAT', 'IEND'].includes(t))).toEqual([]);
    expect(out.includes(SECRET)).toBe(false);
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
    expect(await pixels(out)).toEqual(await pixels(plain));
  });
});
