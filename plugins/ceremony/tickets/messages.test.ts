/** The tickets' and scanner's texts and the ticket mails exist in all eight languages, same keys. */
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, mailText } from './mail-words';
import { TICKET_MESSAGES, ticketText } from './messages';

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'id', 'pt-BR', 'zh-CN'];

describe('the ticket texts', () => {
  it('has every screen text in the eight languages', () => {
    expect(Object.keys(TICKET_MESSAGES).sort()).toEqual(LANGUAGES);
    const keys = Object.keys(TICKET_MESSAGES.en).sort();
    for (const texts of Object.values(TICKET_MESSAGES)) expect(Object.keys(texts).sort()).toEqual(keys);
    expect(ticketText('ar', 'guest_of', { name: 'أحمد' })).toBe('ضيف أحمد');
  });

  it('counts with the language’s plural forms', () => {
    const ready = (lang: string, n: number) => ticketText(lang, 'ready', { smart_count: n, time: '08:00' });
    expect(ready('en', 1)).toBe('1 ticket kept on this phone, updated 08:00.');
    expect(ready('en', 4)).toBe('4 tickets kept on this phone, updated 08:00.');
    expect(ready('fr', 0)).toMatch(/^0 billet gardé/);
    expect(ready('ar', 2)).toMatch(/^تذكرتان/);
    expect(ready('ar', 5)).toMatch(/^5 تذاكر/);
    expect(ready('id', 1)).toMatch(/^1 tiket/);
    expect(ticketText('de', 'waiting', { smart_count: 1 })).toBe('1 Scan wartet auf den Abgleich.');
    for (const lang of LANGUAGES)
      for (const n of [0, 1, 2, 3, 11, 100])
        expect(ticketText(lang, 'ready', { smart_count: n, time: 'x' })).not.toMatch(/\|\|\|\||%\{/);
  });

  it('writes the ticket mails in the eight languages, English for an unknown one', () => {
    expect([...MAIL_LANGUAGES].sort()).toEqual(LANGUAGES);
    const params = { acara: 'Wisuda I', graduate: 'Ayu', guest: 'Budi', date: '2099-03-01' };
    for (const lang of LANGUAGES) expect(mailText(lang, 'guestBody', params)).toContain('Budi');
    expect(mailText('xx', 'guestSubject', params)).toBe('Your ticket to Wisuda I');
  });
});
