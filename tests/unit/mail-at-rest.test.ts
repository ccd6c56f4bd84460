/**
 * What the outbox keeps of a mail once it is delivered or given up (server/mail/compose.ts `atRest`):
 * the same mail with each single-use link replaced by a note in the mail's language. A button is
 * single-use unless its kind declares it public (the sign-in page), so a new kind with a token in its
 * button is covered without a word.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS, LOCALES } from '../../domain/messages/catalogs';
import { composeMail } from '../../server/mail/compose';
import { MAIL_TEXTS, type MailKind } from '../../domain/i18n/mail';

const KINDS = Object.keys(MAIL_TEXTS.en) as MailKind[];
const TOKEN = 'Zq8sT0kenN0tToBeKept_x';
const ACTION = `https://wisuda.example/auth/password-reset/${TOKEN}`;
const LINKS = ['https://wisuda.example/auth/login', 'https://wisuda.example/auth/forgot-password'];
const PARAMS = { name: 'Sari', nim: '123456', email: 'baru@example.test', smart_count: 3 };

describe('mail at rest', () => {
  it('the token mails keep their button only until delivery; the note stands in its place', () => {
    const tokenKinds = [
      'verification',
      'reset',
      'invitation',
      'emailChange',
      'emailChangeRequested',
      'claimInvitation',
    ] as const;
    for (const kind of tokenKinds) {
      for (const locale of [...LOCALES, undefined]) {
        const mail = composeMail('x@example.test', kind, locale, PARAMS, { action: ACTION, links: LINKS });
        expect(mail.text).toContain(ACTION);
        expect(mail.html).toContain(ACTION);
        expect(mail.atRest, kind).toBeDefined();
        expect(mail.atRest!.text).not.toContain(TOKEN);
        expect(mail.atRest!.html).not.toContain(TOKEN);
        for (const shown of locale ? [locale] : (['id', 'en'] as const)) {
          expect(mail.atRest!.text).toContain(CATALOGS[shown].mail.linkRemoved);
          expect(mail.atRest!.html).toContain(CATALOGS[shown].mail.linkRemoved);
        }
      }
    }
  });

  it('a button of a kind not declared public is single-use (any new kind)', () => {
    for (const kind of KINDS.filter((k) => MAIL_TEXTS.en[k].action && k !== 'approved')) {
      const mail = composeMail('x@example.test', kind, 'en', PARAMS, { action: ACTION, links: LINKS });
      expect(mail.atRest?.text, kind).not.toContain(TOKEN);
      expect(mail.atRest?.html, kind).not.toContain(TOKEN);
    }
  });

  it('public links stay; a mail with nothing single-use has no copy at rest', () => {
    const invitation = composeMail('x@example.test', 'invitation', 'en', PARAMS, {
      action: ACTION,
      links: [LINKS[1]],
    });
    expect(invitation.atRest!.text).toContain(LINKS[1]);
    const publicKinds = [
      'alreadyRegistered',
      'emailInUse',
      'nimTaken',
      'emailChanged',
      'approved',
      'rejected',
      'claimMailedToRecord',
    ] as const;
    for (const kind of publicKinds) {
      const mail = composeMail('x@example.test', kind, 'en', PARAMS, { action: LINKS[0], links: LINKS });
      expect(mail.atRest, kind).toBeUndefined();
    }
  });

  it('every language has its own note', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(CATALOGS[locale].mail.linkRemoved, locale).not.toBe(CATALOGS.en.mail.linkRemoved);
  });
});
