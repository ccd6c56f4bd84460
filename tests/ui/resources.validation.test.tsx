/**
 * One validation definition for the form and the server: the message beside a field of the
 * generated create form is the server's own — `validateInput` of domain/validation.ts over the same
 * values, rendered from the shared catalog — for a text's length counted as the server counts it
 * (by code point: an emoji is one), a `javascript:` address, an integer out of its range, a day
 * that is not on the calendar, a value that is not one of the options, and a NUL character. The
 * form leaves the browser's native validation out (`noValidate`, no native constraints, nothing
 * `:invalid`), shows a field's error when the field is left and on Save, and Save focuses the first
 * field in error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../domain/messages/catalogs';
import { RESOURCES } from '../../domain/resources';
import { validateInput } from '../../domain/validation';
import { server } from './msw';
import { emptyLists, recordRequests, renderResources } from './resourcesApp';

vi.mock('../../wisuda.config', () => ({
  default: {
    resources: {
      uji: {
        label: { en: 'Checks', id: 'Uji' },
        menu: { group: 'menu', icon: 'Science' },
        fields: {
          judul: { type: 'text', required: true, maxLength: 5, label: { en: 'Title', id: 'Judul' } },
          situs: { type: 'url', label: { en: 'Web site', id: 'Situs' } },
          jumlah: { type: 'int', min: 1, max: 100, label: { en: 'Count', id: 'Jumlah' } },
          tanggal: { type: 'date', label: { en: 'Day', id: 'Tanggal' } },
          tingkat: {
            type: 'enum',
            options: [
              { id: 'emas', name: 'Emas' },
              { id: 'perak', name: 'Perak' },
            ],
            label: { en: 'Tier', id: 'Tingkat' },
          },
          catatan: { type: 'text', label: { en: 'Notes', id: 'Catatan' } },
          surel: { type: 'email', label: { en: 'Contact e-mail', id: 'Surel' } },
        },
      },
    },
  },
}));

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

const def = () => RESOURCES.find((r) => r.name === 'uji')!;

/** The server's first message for each field of these values, in English. */
function serverMessages(values: Record<string, unknown>): Record<string, string> {
  const result = validateInput(def(), 'create', values);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, errors]) => [name, render(errors[0]!, 'en')]),
  );
}

/** The input (or select) labelled `label`. */
const field = (label: RegExp) =>
  screen.queryByRole('combobox', { name: label }) ??
  screen.getByLabelText(label, { selector: 'input, textarea' });

/** The text under the field labelled `label` (its error, else its help). */
function messageBeside(label: RegExp): string {
  const control = field(label).closest('.MuiFormControl-root');
  const text = control?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
  return text.replace(/\u200b/g, '').trim();
}

/** Opens the create form with these values already in it (react-admin's `?source=`). */
const addWith = (values: Record<string, unknown>) =>
  renderResources(`/menu/uji/add?source=${encodeURIComponent(JSON.stringify(values))}`);

const FIVE_EMOJI_TITLE = 'ab😀😀😀'; // 5 characters, 8 UTF-16 code units
const SIX_EMOJI_TITLE = 'ab😀😀😀😀';

describe('one validation definition for the form and the server', { timeout: 120_000 }, () => {
  it('shows beside each field the message the server gives for the same value', async () => {
    const seen = recordRequests();
    server.use(emptyLists);
    const user = userEvent.setup();
    addWith({ tanggal: '2026-02-31', tingkat: 'platinum' });

    // a text at its length counted by code point: the server takes it, so does the form
    await user.click(await screen.findByLabelText(/^Title/));
    await user.paste(FIVE_EMOJI_TITLE);
    await user.tab();
    expect(FIVE_EMOJI_TITLE.length).toBeGreaterThan(5);
    expect(serverMessages({ judul: FIVE_EMOJI_TITLE }).judul).toBeUndefined();
    expect(messageBeside(/^Title/)).toBe('');

    // left with an error: shown at once, before any Save
    await user.click(field(/^Web site/));
    await user.paste('javascript:alert(1)');
    await user.tab();
    const onBlur = serverMessages({ judul: FIVE_EMOJI_TITLE, situs: 'javascript:alert(1)' });
    expect(onBlur.situs).toBeTruthy();
    await waitFor(() => expect(messageBeside(/^Web site/)).toBe(onBlur.situs));

    // one more emoji: one character over, checked as it changes
    await user.click(field(/^Title/));
    await user.paste('😀');
    await user.type(field(/^Count/), '1000');
    await user.click(field(/^Notes/));
    await user.paste('a\u0000b');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const values = {
      judul: SIX_EMOJI_TITLE,
      situs: 'javascript:alert(1)',
      jumlah: 1000,
      tanggal: '2026-02-31',
      tingkat: 'platinum',
      catatan: 'a\u0000b',
    };
    const expected = serverMessages(values);
    expect(Object.keys(expected).sort()).toEqual(
      ['catatan', 'judul', 'jumlah', 'situs', 'tanggal', 'tingkat'].sort(),
    );
    // Day and Tier were never touched: only Save checks them
    await waitFor(() => expect(messageBeside(/^Day/)).toBe(expected.tanggal));
    expect(messageBeside(/^Title/)).toBe(expected.judul);
    expect(messageBeside(/^Web site/)).toBe(expected.situs);
    expect(messageBeside(/^Count/)).toBe(expected.jumlah);
    expect(messageBeside(/^Tier/)).toBe(expected.tingkat);
    expect(messageBeside(/^Notes/)).toBe(expected.catatan);
    // the words are the catalog's (not react-admin's, not the browser's)
    expect(expected.judul).toBe('Must be at most 5 characters.');
    expect(expected.catatan).toMatch(/NUL|null/i);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('leaves the browser validation out and focuses the first field in error on Save', async () => {
    const seen = recordRequests();
    server.use(emptyLists);
    const user = userEvent.setup();
    addWith({ judul: 'Gala', tanggal: '2026-02-31' });
    await screen.findByLabelText(/^Title/);

    const form = document.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(form.querySelectorAll('[required], [pattern], [min], [max], input[type="email"]')).toHaveLength(0);
    expect(field(/^Title/)).not.toBeRequired();

    // natively invalid values if the inputs carried the browser's constraints
    await user.click(field(/^Contact e-mail/));
    await user.paste('not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // the first field in error (the day, before the e-mail) has the focus; nothing is :invalid
    await waitFor(() => expect(document.activeElement).toBe(field(/^Day/)));
    const expected = serverMessages({ judul: 'Gala', tanggal: '2026-02-31', surel: 'not-an-address' });
    expect(messageBeside(/^Day/)).toBe(expected.tanggal);
    expect(messageBeside(/^Contact e-mail/)).toBe(expected.surel);
    expect(form.querySelectorAll(':invalid')).toHaveLength(0);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    // a day that exists: the next field in error has the focus on Save
    fireEvent.change(field(/^Day/), { target: { value: '2026-02-28' } });
    await user.type(field(/^Count/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Count/)));
    expect(messageBeside(/^Count/)).toBe(serverMessages({ judul: 'Gala', jumlah: 0 }).jumlah);
    expect(messageBeside(/^Day/)).toBe('');
    expect(form.querySelectorAll(':invalid')).toHaveLength(0);
  });
});
