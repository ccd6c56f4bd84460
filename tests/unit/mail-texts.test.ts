/**
 * The mail catalog (domain/i18n/<folder>/mail.ts): every language writes every mail with English's
 * shape and parameters, in its own words, with the plural forms its rule picks from; every mail
 * composes to a text and an HTML part whose URLs stand alone on their lines.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../domain/messages/catalogs';
import { LANGUAGE_OPTIONS } from '../../domain/options';
import { PLURAL_FORMS, perLanguageOf } from '../../domain/i18n/languages';
import { composeMail } from '../../server/mail/compose';
import { MAIL_TEXTS, type MailKind, type MailText } from '../../domain/i18n/mail';

const KINDS = Object.keys(MAIL_TEXTS.en) as MailKind[];
const FORMS: Record<Locale, number> = perLanguageOf((l) => PLURAL_FORMS[l.plural]);
const params = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
const allTexts = (m: MailText) => [
  m.subject,
  m.greeting,
  ...m.lines,
  m.action ?? '',
  ...(m.links ?? []),
  m.footer ?? '',
];
const shape = (m: MailText) => ({
  lines: m.lines.length,
  links: m.links?.length ?? 0,
  action: !!m.action,
  footer: !!m.footer,
  params: params(allTexts(m).join(' ')),
});

describe('mail texts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every mail, English's shape and parameters`, () => {
      expect(Object.keys(MAIL_TEXTS[locale]).sort()).toEqual([...KINDS].sort());
      for (const kind of KINDS)
        expect({ kind, ...shape(MAIL_TEXTS[locale][kind]) }).toEqual({ kind, ...shape(MAIL_TEXTS.en[kind]) });
    });

    it(`${locale}: plural texts give exactly the forms of the language; no text is empty`, () => {
      const bad = KINDS.flatMap((kind) =>
        allTexts(MAIL_TEXTS[locale][kind])
          .filter((text) => text.includes('||||'))
          .filter((text) => text.split('||||').length !== FORMS[locale])
          .map((text) => `${kind}: ${text}`),
      );
      expect(bad).toEqual([]);
    });

    if (locale !== 'en') {
      it(`${locale}: a translation, not a copy of English`, () => {
        const copied = KINDS.flatMap((kind) => {
          const own = allTexts(MAIL_TEXTS[locale][kind]);
          return allTexts(MAIL_TEXTS.en[kind]).filter(
            (text, i) => text !== '' && own[i] === text && /[a-z]{4}/i.test(text),
          );
        });
        expect(copied).toEqual([]);
      });
    }
  }

  it('composes a text and an HTML part; each URL alone on its line, linked in the HTML', () => {
    const urls = {
      action: 'https://wisuda.example/auth/password-reset/abc',
      links: ['https://wisuda.example/auth/forgot-password'],
    };
    for (const locale of [...LOCALES, undefined]) {
      for (const kind of KINDS) {
        const mail = composeMail(
          'x@example.test',
          kind,
          locale,
          {
            name: 'Sari',
            nim: '123456',
            email: 'new@example.test',
            smart_count: 7,
            ...{ pt: 'Universitas Uji', plan: 'Dasar', quota: 'foto', used: 80, allowed: 100, percent: 80 },
          },
          urls,
        );
        expect(mail.text).not.toMatch(/%\{|\|\|\|\|/);
        expect(mail.html).toMatch(/^<!doctype html><html lang="\w/);
        const lines = mail.text.split('\n');
        for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
          expect(lines).toContain(url);
          expect(mail.html).toContain(`<a href="${url}">${url}</a>`);
        }
      }
    }
  });

  it('a user may keep exactly the languages the mails are written in', () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.id)).toEqual([...LOCALES]);
  });

  it('plural days in the invitation: one day, seven days', () => {
    const days = (n: number, locale: Locale) =>
      composeMail('x@example.test', 'invitation', locale, { name: 'Sari', smart_count: n }).text;
    expect(days(1, 'en')).toContain('valid for 1 day and');
    expect(days(7, 'en')).toContain('valid for 7 days and');
    expect(days(7, 'id')).toContain('berlaku 7 hari');
    expect(days(1, 'fr')).toContain('valable 1 jour et');
  });
});
