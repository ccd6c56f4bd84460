import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraKey } from '../../server/files/exif';

/** The raw EXIF block sharp reads from a tiny JPEG written with these tags. */
async function exifOf(tags: import('sharp').Exif): Promise<Buffer | undefined> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .withExif(tags)
    .toBuffer();
  return (await sharp(jpeg).metadata()).exif;
}

describe('camera key from EXIF', () => {
  it('names the model with its maker, and tells bodies apart by a hash of the serial, never the serial', async () => {
    const one = cameraKey(
      await exifOf({
        IFD0: { Make: 'Canon', Model: 'Canon EOS R6' },
        IFD2: { BodySerialNumber: '012345678' },
      }),
    );
    const two = cameraKey(
      await exifOf({ IFD0: { Make: 'Canon', Model: 'Canon EOS R6' }, IFD2: { BodySerialNumber: '999' } }),
    );
    expect(one).toMatch(/^Canon EOS R6 #[0-9a-f]{8}$/);
    expect(two).toMatch(/^Canon EOS R6 #[0-9a-f]{8}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('012345678');
    expect(cameraKey(await exifOf({ IFD0: { Make: 'NIKON', Model: 'Z 6' } }))).toBe('NIKON Z 6');
  });

  it('is null without EXIF or without a model', async () => {
    expect(cameraKey(undefined)).toBeNull();
    expect(cameraKey(await exifOf({ IFD0: { DateTime: '2024:06:02 08:00:00' } }))).toBeNull();
    expect(cameraKey(Buffer.from('not exif'))).toBeNull();
  });
});
