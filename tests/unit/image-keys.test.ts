/**
 * The keys of image fields say which field they were stored for (server/files/keys.ts): the tag of
 * `<resource>.<field>` ends the name, so the write checks (server/files/image-owner.ts) and the
 * serving of /api/images can tell a logo's file from a student's photo.
 */
import { describe, expect, it } from 'vitest';
import { isImageKey } from '../../domain/image';
import { RESOURCES } from '../../domain/resources';
import { storedFields } from '../../domain/resource';
import { fieldTag, imageKeyTag, newImageKey } from '../../server/files/keys';

describe('image keys', () => {
  it('carry the tag of their field and have the shape the field type takes', () => {
    const key = newImageKey('images', 'appSettings', 'logo');
    expect(isImageKey(key)).toBe(true);
    expect(imageKeyTag(key)).toBe(fieldTag('appSettings', 'logo'));
    const photo = newImageKey('profile', 'mahasiswa', 'foto');
    expect(isImageKey(photo)).toBe(true);
    expect(imageKeyTag(photo)).toBe(fieldTag('mahasiswa', 'foto'));
  });

  it('from before tags name no field', () => {
    expect(imageKeyTag('images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp')).toBeNull();
    expect(imageKeyTag('profile/2026/01/0000000000aaaaaaaaaaaaaaaa.webp')).toBeNull();
  });

  it('every image field of the declarations has its own tag', () => {
    const fields = RESOURCES.flatMap((def) =>
      storedFields(def)
        .filter(([, f]) => f.type === 'image')
        .map(([name]) => fieldTag(def.name, name)),
    );
    expect(fields.length).toBeGreaterThanOrEqual(4);
    expect(new Set(fields).size).toBe(fields.length);
  });
});
