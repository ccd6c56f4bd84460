/**
 * The `galleryMark` of a field (domain/galleryMarks.ts): typed on boolean fields only, checked at load
 * (a stored boolean field of the gallery groups, a label), declared by the ceremony plugin's stage
 * groups in every language, and read from the installation's declarations.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, resolveConfig, type AnyWisudaConfig } from '../../domain/config/resolve';
import { definePlugin, missingTranslations, type ConfigField, type ConfigFields } from '../../domain/config';
import { LANGUAGE_CODES } from '../../domain/config/label';
import { galleryMarkFields, galleryMarkText } from '../../domain/galleryMarks';
import { BUILTIN_RESOURCES, fileGroup } from '../../domain/resources';
import { STAGE_PHOTO_GROUP_FIELDS } from '../../plugins/ceremony/stage-photos/resources';

const MARK = { en: 'Sponsored', id: 'Disponsori' };

// Configs as a config without types may give them (the checks at load see what the types would refuse).
const resolve = (config: object) => resolveConfig(BUILTIN_RESOURCES, config as AnyWisudaConfig);
const problems = (config: object): string[] => {
  try {
    resolve(config);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n').filter((l) => l.startsWith('  - '));
  }
  return [];
};
const groupField = (field: object) => ({ extend: { fileGroup: { fields: { disponsori: field } } } });

describe('the galleryMark option', () => {
  it('is typed on boolean fields only', () => {
    const ok: ConfigField = { type: 'boolean', galleryMark: MARK };
    // @ts-expect-error a text field marks no photos
    const text: ConfigField = { type: 'text', galleryMark: MARK };
    // @ts-expect-error an int field marks no photos
    const int: ConfigField = { type: 'int', galleryMark: 'Sponsored' };
    // @ts-expect-error a mark is a label: a text or texts by language code
    const notLabel: ConfigField = { type: 'boolean', galleryMark: 3 };
    expect([ok, text, int, notLabel]).toHaveLength(4);
  });

  it('is accepted on a boolean field added to the gallery groups, and marks with that field', () => {
    const { resources } = resolve(groupField({ type: 'boolean', default: false, galleryMark: MARK }));
    const groups = resources.find((r) => r.name === 'fileGroup')!;
    expect(galleryMarkFields(groups)).toEqual(['disponsori']);
    expect(galleryMarkText(groups, 'disponsori', 'id')).toBe('Disponsori');
    // a language without its own text reads English
    expect(galleryMarkText(groups, 'disponsori', 'ar')).toBe('Sponsored');
    expect(galleryMarkText(groups, 'is_published', 'en')).toBeUndefined();
  });

  it('is refused elsewhere than on a stored boolean field of the gallery groups, naming the field', () => {
    expect(problems(groupField({ type: 'text', galleryMark: MARK }))).toEqual([
      '  - extend.fileGroup.fields.disponsori.galleryMark: only a stored boolean field marks photos (its value says which groups)',
    ]);
    expect(problems(groupField({ type: 'boolean', virtual: true, galleryMark: MARK }))).toEqual([
      '  - extend.fileGroup.fields.disponsori.galleryMark: only a stored boolean field marks photos (its value says which groups)',
    ]);
    expect(
      problems({ extend: { acara: { fields: { disponsori: { type: 'boolean', galleryMark: MARK } } } } }),
    ).toEqual([
      '  - extend.acara.fields.disponsori.galleryMark: only a field of the gallery groups (fileGroup) marks photos',
    ]);
    const sponsor = {
      label: 'Sponsor',
      fields: { nama: { type: 'text', required: true }, aktif: { type: 'boolean', galleryMark: MARK } },
    };
    expect(problems({ resources: { sponsor } })).toEqual([
      '  - resources.sponsor.fields.aktif.galleryMark: only a field of the gallery groups (fileGroup) marks photos',
    ]);
  });

  it('is refused when it is no label', () => {
    const found = (galleryMark: unknown) => problems(groupField({ type: 'boolean', galleryMark }));
    const rule = "a text, or texts by language code ({ en: 'Stage photo' })";
    expect(found('')).toEqual([
      `  - extend.fileGroup.fields.disponsori.galleryMark: ${rule}; found an empty text`,
    ]);
    expect(found({})).toEqual([`  - extend.fileGroup.fields.disponsori.galleryMark: ${rule}; found no text`]);
    expect(found({ en: 'Sponsored', jp: 'スポンサー' })[0]).toContain('found an unknown language "jp"');
    expect(found({ en: 'Sponsored', id: '' })[0]).toContain('found no text for "id"');
    expect(found(['Sponsored'])[0]).toContain('found not a label');
    expect(found('Sponsored')).toEqual([]);
  });

  it('of a plugin is a label whose missing languages missingTranslations names', async () => {
    const plugin = definePlugin({
      name: 'sponsor-marks',
      extend: {
        fileGroup: {
          fields: { disponsori: { type: 'boolean', label: 'Sponsored', galleryMark: MARK } },
        },
      },
    });
    const missing = await missingTranslations(plugin);
    expect(missing).toContain(
      `extend.fileGroup.fields.disponsori.galleryMark: ${LANGUAGE_CODES.filter((c) => c !== 'en' && c !== 'id').join(', ')}`,
    );
  });

  it('marks the ceremony’s stage groups "Stage photo", in every language', () => {
    const fields: ConfigFields = STAGE_PHOTO_GROUP_FIELDS;
    const mark = fields.panggung.type === 'boolean' ? fields.panggung.galleryMark : undefined;
    expect(Object.keys(mark ?? {}).sort()).toEqual([...LANGUAGE_CODES].sort());
    // the installation's gallery groups (the ceremony plugin is installed) carry it
    expect(galleryMarkFields(fileGroup)).toEqual(['panggung']);
    expect(galleryMarkText(fileGroup, 'panggung', 'en')).toBe('Stage photo');
    expect(galleryMarkText(fileGroup, 'panggung', 'ar')).toBe('صورة المنصة');
  });
});
