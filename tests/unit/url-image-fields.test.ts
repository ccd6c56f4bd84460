/**
 * The shared field rules the browser's forms and the server both apply (domain/validation.ts):
 * a `url` takes http(s) only, an `image` only the key of an upload (issue 12 point 7).
 */
import { describe, expect, it } from 'vitest';
import { imageSrc, isImageKey } from '../../domain/image';
import { msg } from '../../domain/messages';
import { appSettings, perguruanTinggi } from '../../domain/resources';
import { validateInput } from '../../domain/validation';

const errorsOf = (r: ReturnType<typeof validateInput>) => (r.ok ? {} : r.errors);

describe('url fields', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.ac.id/',
    'file:///etc/passwd',
    'mailto:rektor@example.ac.id',
    '//example.ac.id',
    'example.ac.id',
  ])('refuse %s beside the field', (website) => {
    const r = validateInput(perguruanTinggi, 'update', { website });
    expect(errorsOf(r).website).toEqual([msg.validation.url()]);
  });

  it.each(['https://www.example.ac.id/', 'http://example.ac.id/pmb?x=1'])('take %s', (website) => {
    expect(validateInput(perguruanTinggi, 'update', { website }).ok).toBe(true);
  });
});

describe('image fields', () => {
  const KEY = 'images/2026/11/0000000000aaaaaaaaaaaaaaaa.webp';

  it('take the key of an upload, or nothing', () => {
    expect(validateInput(appSettings, 'update', { logo: KEY }).ok).toBe(true);
    expect(
      validateInput(appSettings, 'update', { logo: 'profile/2026/11/0000000000aaaaaaaaaaaaaaaa.webp' }).ok,
    ).toBe(true);
    expect(validateInput(appSettings, 'update', { logo: null }).ok).toBe(true);
  });

  it.each([
    'https://example.test/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'images/2026/11/../../../etc/passwd',
    'photos/2026/11/0000000000aaaaaaaaaaaaaaaa.webp',
    `${KEY}?x=1`,
  ])('refuse %s beside the field', (logo) => {
    expect(errorsOf(validateInput(appSettings, 'update', { logo })).logo).toEqual([msg.validation.image()]);
  });

  it('are shown from /api/images, and nothing else is', () => {
    expect(isImageKey(KEY)).toBe(true);
    expect(imageSrc(KEY)).toBe(`/api/images/${KEY}`);
    expect(imageSrc('https://example.test/logo.png')).toBeUndefined();
    expect(imageSrc(null)).toBeUndefined();
  });
});
