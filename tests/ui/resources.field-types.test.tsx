/**
 * Every field type through the generated screens: a resource configured in wisuda.config.ts with
 * one field of each FieldType gets each field's input in the create form (by its configured
 * label), each list column's value formatted as its type shows it, and the filters its type
 * offers. Together with the registry's own check (an entry per FieldType), this proves every entry
 * of src/resources/generic/fieldTypes works.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { FieldType } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { CLIENT_FIELD_TYPES } from '../../src/resources/generic/fieldTypes';
import { server } from './msw';
import { emptyLists, listAnswer, renderResources } from './resourcesApp';

vi.mock('../../wisuda.config', () => ({
  default: {
    resources: {
      sampel: {
        label: { en: 'Samples', id: 'Sampel' },
        menu: { group: 'menu', icon: 'Science' },
        fields: {
          judul: { type: 'text', required: true, label: { en: 'Title', id: 'Judul' } },
          catatan: { type: 'longtext', label: { en: 'Notes', id: 'Catatan' } },
          surel: { type: 'email', label: { en: 'Contact e-mail', id: 'Surel' } },
          situs: { type: 'url', label: { en: 'Web site', id: 'Situs' } },
          telepon: { type: 'phone', label: { en: 'Phone number', id: 'Telepon' } },
          jumlah: { type: 'int', label: { en: 'Count', id: 'Jumlah' } },
          tahun: { type: 'year', label: { en: 'Cohort', id: 'Angkatan' } },
          rasio: { type: 'decimal', scale: 2, label: { en: 'Ratio', id: 'Rasio' } },
          biaya: { type: 'money', label: { en: 'Fee', id: 'Biaya' } },
          aktif: { type: 'boolean', label: { en: 'Enabled', id: 'Aktif' } },
          tanggal: { type: 'date', label: { en: 'Day', id: 'Tanggal' } },
          jam: { type: 'time', label: { en: 'Start time', id: 'Jam' } },
          waktu: { type: 'datetime', label: { en: 'Moment', id: 'Waktu' } },
          tingkat: {
            type: 'enum',
            options: [
              { id: 'emas', name: 'Emas' },
              { id: 'perak', name: 'Perak' },
            ],
            label: { en: 'Tier', id: 'Tingkat' },
          },
          acara_id: { type: 'reference', reference: 'acara', label: { en: 'Main event', id: 'Acara' } },
          acara_lain: {
            type: 'references',
            reference: 'acara',
            virtual: true,
            through: { table: 'sampel_acara', ownKey: 'sampel_id', targetKey: 'acara_id' },
            label: { en: 'Other events', id: 'Acara Lain' },
          },
          warna: { type: 'color', label: { en: 'Colour', id: 'Warna' } },
          gambar: { type: 'image', label: { en: 'Logo', id: 'Gambar' } },
          tag: { type: 'list', label: { en: 'Tags', id: 'Tag' } },
          sandi: { type: 'password', label: { en: 'Secret', id: 'Sandi' } },
        },
        // every type but the password, which no list shows
        listColumns: [
          'judul',
          'catatan',
          'surel',
          'situs',
          'telepon',
          'jumlah',
          'tahun',
          'rasio',
          'biaya',
          'aktif',
          'tanggal',
          'jam',
          'waktu',
          'tingkat',
          'acara_id',
          'acara_lain',
          'warna',
          'gambar',
          'tag',
        ],
        filterFields: ['telepon', 'jumlah', 'rasio', 'aktif', 'tanggal', 'jam', 'tingkat', 'acara_id'],
      },
    },
  },
}));

configure({ asyncUtilTimeout: 8000 });
afterEach(() => server.events.removeAllListeners());

/** Every FieldType, once: TypeScript refuses this object when a type is missing or unknown. */
const EVERY_TYPE: { [T in FieldType]: true } = {
  text: true,
  longtext: true,
  email: true,
  url: true,
  phone: true,
  int: true,
  year: true,
  decimal: true,
  money: true,
  boolean: true,
  date: true,
  time: true,
  datetime: true,
  enum: true,
  reference: true,
  references: true,
  color: true,
  image: true,
  list: true,
  password: true,
};
const ALL_TYPES = Object.keys(EVERY_TYPE).sort();

const MOMENT = '2026-08-17T09:30:00Z';
const LONG_NOTE =
  'Gladi resik dimulai pukul tujuh pagi di aula utama, semua peserta wajib hadir tepat waktu. Terima kasih.';

const ROW = {
  id: 1,
  judul: 'Malam Gala',
  catatan: LONG_NOTE,
  surel: 'info@example.test',
  situs: 'https://example.test/gala',
  telepon: '081234567890',
  jumlah: 1234,
  tahun: 2022,
  rasio: 1.5,
  biaya: 1500000,
  aktif: true,
  tanggal: '2026-08-17',
  jam: '08:30:00',
  waktu: MOMENT,
  tingkat: 'emas',
  acara_id: 5,
  acara_nama: 'Wisuda Periode I',
  acara_lain: [
    { id: 5, nama: 'Wisuda Periode I' },
    { id: 6, nama: 'Wisuda Periode II' },
  ],
  warna: '#ff8800',
  gambar: 'images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp',
  tag: ['vip', 'pers'],
};

describe('client field type registry', () => {
  it('has one entry per FieldType, each with what the screens need', () => {
    expect(Object.keys(CLIENT_FIELD_TYPES).sort()).toEqual(ALL_TYPES);
    for (const entry of Object.values(CLIENT_FIELD_TYPES)) {
      for (const part of ['input', 'display', 'filter', 'exportValue'] as const)
        expect(typeof entry[part]).toBe('function');
      expect(typeof entry.sortable).toBe('boolean');
      expect(typeof entry.wide).toBe('boolean');
      expect(typeof entry.secret).toBe('boolean');
    }
  });

  it('the test declaration has a field of every type', () => {
    const sampel = RESOURCES.find((r) => r.name === 'sampel')!;
    expect([...new Set(Object.values(sampel.fields).map((f) => f.type))].sort()).toEqual(ALL_TYPES);
  });
});

describe('every field type in the generated screens', { timeout: 120_000 }, () => {
  it('gives each field its input in the create form', async () => {
    server.use(emptyLists);
    renderResources('/menu/sampel/add');
    const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

    expect(await screen.findByLabelText(/^Title/, { selector: 'input' })).toHaveAttribute('type', 'text');
    expect(input(/^Notes/).tagName).toBe('TEXTAREA');
    // the e-mail and web address keyboards without the browser's own checks (the app's are the server's)
    expect(input(/^Contact e-mail/)).toHaveAttribute('type', 'text');
    expect(input(/^Contact e-mail/)).toHaveAttribute('inputmode', 'email');
    expect(input(/^Web site/)).toHaveAttribute('type', 'text');
    expect(input(/^Web site/)).toHaveAttribute('inputmode', 'url');
    expect(input(/^Phone number/)).toHaveAttribute('type', 'tel');
    expect(input(/^Count/)).toHaveAttribute('type', 'number');
    // no native step, min or max: a number's scale and range are checked by the server's rules
    expect(input(/^Count/)).toHaveAttribute('step', 'any');
    expect(input(/^Cohort/)).toHaveAttribute('type', 'number');
    expect(input(/^Ratio/)).toHaveAttribute('type', 'number');
    expect(input(/^Ratio/)).toHaveAttribute('step', 'any');
    expect(input(/^Fee/)).toHaveAttribute('type', 'number');
    expect(within(input(/^Fee/).closest('.MuiInputBase-root')!).getByText('Rp')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeInTheDocument();
    expect(input(/^Day/)).toHaveAttribute('type', 'date');
    expect(input(/^Start time/)).toHaveAttribute('type', 'time');
    expect(input(/^Moment/)).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: /^Tier/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Main event/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Other events/ })).toBeInTheDocument();
    // the inputs that load with the first form showing them (fieldTypes/lazyInput.tsx), each a moment apart
    await screen.findByLabelText('Pick a colour');
    await screen.findByRole('group', { name: /^Logo/ });
    await screen.findByText('Tags');
    await screen.findByLabelText(/^Secret/, { selector: 'input' });
    expect(input(/^Colour/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Pick a colour')).toHaveAttribute('type', 'color');
    // an image is uploaded (and cropped), never typed
    const logo = screen.getByRole('group', { name: /^Logo/ });
    expect(within(logo).queryByRole('textbox')).toBeNull();
    expect(within(logo).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    // a list: its label over an "Add" button that adds one text per item
    const tags = screen.getByText('Tags').closest<HTMLElement>('.RaArrayInput-root')!;
    await userEvent.setup().click(within(tags).getByRole('button', { name: 'Add' }));
    expect(await within(tags).findByLabelText('Item')).toHaveAttribute('type', 'text');
    expect(input(/^Secret/)).toHaveAttribute('type', 'password');
  });

  it('shows each list column formatted as its type says, and offers each type its filters', async () => {
    server.use(
      http.get('/api/sampel', () => listAnswer([ROW])),
      emptyLists,
    );
    const user = userEvent.setup();
    renderResources('/menu/sampel');
    await screen.findByText('Malam Gala');

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim() ?? '');
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    const cell = (header: string) => {
      const index = headers.indexOf(header);
      expect(index, header).toBeGreaterThanOrEqual(0);
      return cells[index];
    };

    expect(cell('Title')).toHaveTextContent('Malam Gala');
    expect(cell('Notes')).toHaveTextContent(`${LONG_NOTE.slice(0, 79)}…`);
    expect(within(cell('Contact e-mail')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:info@example.test',
    );
    expect(within(cell('Web site')).getByRole('link')).toHaveAttribute('href', 'https://example.test/gala');
    expect(cell('Phone number')).toHaveTextContent('081234567890');
    expect(cell('Count')).toHaveTextContent('1,234');
    // a year is digits only, never grouped
    expect(cell('Cohort').textContent).toBe('2022');
    expect(cell('Ratio')).toHaveTextContent('1.50');
    expect(cell('Fee').textContent).toBe('Rp\u00a01,500,000');
    expect(within(cell('Enabled')).getByTestId('true')).toBeInTheDocument();
    expect(cell('Day').textContent).toBe('Aug 17, 2026');
    expect(cell('Start time').textContent).toBe(
      new Date(2026, 0, 1, 8, 30).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
    );
    expect(cell('Moment').textContent).toBe(
      new Date(MOMENT).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(cell('Tier').textContent).toBe('Emas');
    expect(within(cell('Main event')).getByRole('link', { name: 'Wisuda Periode I' })).toHaveAttribute(
      'href',
      '/menu/acara/edit/5',
    );
    expect(
      within(cell('Other events'))
        .getAllByText(/Wisuda Periode/)
        .map((chip) => chip.textContent),
    ).toEqual(['Wisuda Periode I', 'Wisuda Periode II']);
    expect(cell('Colour').textContent).toBe('#ff8800');
    // the stored key, fetched from the server (which checks who may see it), as an avatar
    expect(cell('Logo').querySelector('img')).toHaveAttribute(
      'src',
      '/api/images/images/2026/01/0000000000aaaaaaaaaaaaaaaa.webp',
    );
    expect(
      within(cell('Tags'))
        .getAllByText(/^(vip|pers)$/)
        .map((chip) => chip.textContent),
    ).toEqual(['vip', 'pers']);
    // no sort button on reference columns, one on the others the config declares sortable
    expect(screen.queryByRole('button', { name: /sort by main event/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sort by title/i })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add filter/i }));
    const offered = (await screen.findAllByRole('menuitemcheckbox')).map((item) => item.textContent?.trim());
    expect(offered).toEqual([
      'Phone number',
      'Count',
      'Ratio from',
      'Ratio until',
      'Enabled',
      'Day from',
      'Day until',
      'Start time',
      'Tier',
      'Main event',
    ]);
  });
});
