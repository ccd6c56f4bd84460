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

  it('writes the ticket mails in the eight languages, English for an unknown one', () => {
    expect([...MAIL_LANGUAGES].sort()).toEqual(LANGUAGES);
    const params = { acara: 'Wisuda I', graduate: 'Ayu', guest: 'Budi', date: '2099-03-01' };
    for (const lang of LANGUAGES) expect(mailText(lang, 'guestBody', params)).toContain('Budi');
    expect(mailText('xx', 'guestSubject', params)).toBe('Your ticket to Wisuda I');
  });
});
