import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captureTime, isTimeZone, parseOffset, wallTimeIn } from '../../server/files/exif';

type Exif = import('sharp').Exif;

/** The raw EXIF block sharp reads from a tiny JPEG written with these tags. */
async function exifOf(tags: Exif): Promise<Buffer | undefined> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .withExif(tags)
    .toBuffer();
  return (await sharp(jpeg).metadata()).exif;
}

const NOW = Date.UTC(2026, 0, 1);
const at = (exif: Buffer | undefined, zone = 'UTC') => captureTime(exif, zone, NOW)?.toISOString() ?? null;

describe('capture time from EXIF', () => {
  it('prefers DateTimeOriginal with its OffsetTimeOriginal', async () => {
    const exif = await exifOf({
      IFD0: { DateTime: '2024:06:02 08:00:00' },
      IFD2: {
        DateTimeOriginal: '2024:06:01 10:30:15',
        OffsetTimeOriginal: '+07:00',
        DateTimeDigitized: '2024:06:01 11:00:00',
      },
    });
    expect(at(exif, 'America/New_York')).toBe('2024-06-01T03:30:15.000Z');
  });

  it('reads a wall time without offset in the configured zone (DST included)', async () => {
    const exif = await exifOf({ IFD2: { DateTimeOriginal: '2024:06:01 10:30:15' } });
    expect(at(exif)).toBe('2024-06-01T10:30:15.000Z');
    expect(at(exif, 'Asia/Jakarta')).toBe('2024-06-01T03:30:15.000Z');
    expect(at(exif, 'Europe/Berlin')).toBe('2024-06-01T08:30:15.000Z'); // summer time, +02:00
    const winter = await exifOf({ IFD2: { DateTimeOriginal: '2024:01:15 10:00:00' } });
    expect(at(winter, 'Europe/Berlin')).toBe('2024-01-15T09:00:00.000Z');
  });

  it('falls back to DateTimeDigitized (CreateDate), then to DateTime, each with its own offset', async () => {
    const digitized = await exifOf({
      IFD0: { DateTime: '2024:06:02 08:00:00' },
      IFD2: { DateTimeDigitized: '2024:06:01 11:00:00', OffsetTimeDigitized: '-05:30' },
    });
    expect(at(digitized)).toBe('2024-06-01T16:30:00.000Z');
    const modified = await exifOf({ IFD0: { DateTime: '2024:06:02 08:00:00' } });
    expect(at(modified, 'Asia/Jakarta')).toBe('2024-06-02T01:00:00.000Z');
  });

  it('ignores bogus dates and skips to the next tag; nothing usable gives null', async () => {
    for (const bogus of [
      '0000:00:00 00:00:00',
      '    :  :     :  :  ',
      '2024:13:45 10:00:00',
      '2023:02:29 10:00:00',
      '2024:06:01 25:00:00',
      '1850:01:01 00:00:00',
      '2099:01:01 00:00:00',
      'yesterday',
    ]) {
      expect(at(await exifOf({ IFD2: { DateTimeOriginal: bogus } })), bogus).toBeNull();
    }
    const fallback = await exifOf({
      IFD0: { DateTime: '2024:06:02 08:00:00' },
      IFD2: { DateTimeOriginal: '2024:13:45 10:00:00' },
    });
    expect(at(fallback)).toBe('2024-06-02T08:00:00.000Z');
    // A malformed offset is ignored, not the date.
    const badOffset = await exifOf({
      IFD2: { DateTimeOriginal: '2024:06:01 10:30:15', OffsetTimeOriginal: '+7h' },
    });
    expect(at(badOffset)).toBe('2024-06-01T10:30:15.000Z');
  });

  it('never throws on odd blocks', () => {
    expect(captureTime(undefined, 'UTC')).toBeNull();
    expect(captureTime(Buffer.alloc(0), 'UTC')).toBeNull();
    expect(captureTime(Buffer.from('Exif\0\0garbage that is not TIFF'), 'UTC')).toBeNull();
    expect(captureTime(Buffer.from('Exif\0\0II*\0\xff\xff\xff\x7f', 'latin1'), 'UTC')).toBeNull();
    for (let i = 0; i < 200; i++) {
      const noise = Buffer.concat([Buffer.from('Exif\0\0II*\0\x08\0\0\0', 'latin1'), randomBytes(64)]);
      expect(() => captureTime(noise, 'UTC')).not.toThrow();
    }
  });

  it('parses offsets and time zones strictly', () => {
    expect(parseOffset('+07:00')).toBe(420);
    expect(parseOffset('-05:30')).toBe(-330);
    expect(parseOffset('+15:00')).toBeUndefined();
    expect(parseOffset('07:00')).toBeUndefined();
    expect(parseOffset(undefined)).toBeUndefined();
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    // The hour that does not exist (spring forward) lands an hour later, like a clock would show it.
    expect(wallTimeIn(new Date(Date.UTC(2024, 2, 31, 2, 30)), 'Europe/Berlin').toISOString()).toBe(
      '2024-03-31T01:30:00.000Z',
    );
  });
});
