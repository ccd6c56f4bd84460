/**
 * The import's limits (server/crud/import-limits.ts): hostile CSV and XLSX files are refused with a
 * 4xx quickly and without the server's memory growing, and normal files still import.
 *
 * Before the limits, the XLSX with a cell at XFD1048576 took the process down (out of memory), the
 * one at XFD5000 blocked it 3 s for 1 GB, and a 10 MB CSV of short lines 3 s for 0.5-1 GB (all were
 * read whole before the row limit applied); the declared area was not looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { createTestApp, type TestApp } from './helpers';
import { multipart } from './files-fixtures';
import { IMPORT_LIMITS } from '../../server/crud/import-limits';
import { readTable } from '../../server/crud/import-file';

let t: TestApp;
let admin: { authorization: string };
const M = '/mahasiswa/mahasiswa';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(t.admin.token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data-induk/pt/pt',
    payload: { kode_pt: '007001', nama: 'Universitas Batas' },
    headers: admin,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await t?.close();
});

/** Posts a file to the preview; answers the response, the time it took and the largest RSS growth seen. */
async function upload(data: Buffer, name: string) {
  const body = multipart({}, { name, data, type: name.endsWith('.csv') ? 'text/csv' : XLSX_TYPE });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${M}/import?mode=preview`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { res, ms, growthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

const HANG_MS = 15_000;

/** Asserts a quick, lean 4xx with the given status and message. */
async function refused(data: Buffer, name: string, status: number, message: string | RegExp) {
  const { res, ms, growthMb } = await upload(data, name);
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.errors?.file?.[0] ?? body.message).toMatch(message);
  // A bound against hanging, not a speed target (the memory bound catches materialising): before the
  // limits these uploads crashed the server or held it for many seconds, however idle the machine.
  expect(ms, `answered in ${Math.round(ms)} ms`).toBeLessThan(HANG_MS);
  expect(growthMb, `RSS grew ${Math.round(growthMb)} MB`).toBeLessThan(150);
  return body;
}

function zipOf(files: [string, string | Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of files)
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A minimal workbook (inline strings) whose first sheet holds `sheetData`, after `before` (e.g. a dimension). */
function xlsx(sheetData: string, opts: { before?: string; parts?: [string, string | Buffer][] } = {}) {
  return zipOf([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}" xmlns:r="${REL}">${opts.before ?? ''}<sheetData>${sheetData}</sheetData></worksheet>`,
    ],
    ...(opts.parts ?? []),
  ]);
}

const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = `<row r="1">${cell('A1', 'NIM')}${cell('B1', 'Nama')}${cell('C1', 'Kode PT')}</row>`;
const ROW2 = `<row r="2">${cell('A2', '2024700001')}${cell('B2', 'Batas Satu')}${cell('C2', '007001')}</row>`;

describe('XLSX limits', () => {
  it('refuses a sheet that declares the whole grid (A1:XFD1048576)', async () => {
    const file = await xlsx(HEADER + ROW2, { before: '<dimension ref="A1:XFD1048576"/>' });
    expect(file.length).toBeLessThan(2048);
    await refused(file, 'grid.xlsx', 422, /XFD1048576.*60 columns.*5000 rows/);
  });

  it('refuses a cell at XFD1048576', async () => {
    const file = await xlsx(HEADER + `<row r="1048576">${cell('XFD1048576', 'x')}</row>`);
    await refused(file, 'far.xlsx', 422, /at most 5000 rows|at most 60 columns/i);
  });

  it('refuses a cell at XFD5000 (columns) and one at A1048576 (rows)', async () => {
    await refused(
      await xlsx(HEADER + `<row r="5000">${cell('XFD5000', 'x')}</row>`),
      'c.xlsx',
      422,
      'At most 60 columns per file.',
    );
    await refused(
      await xlsx(HEADER + `<row r="1048576">${cell('A1048576', 'x')}</row>`),
      'r.xlsx',
      422,
      'At most 5000 rows per file.',
    );
  });

  it('sees through namespace prefixes and character references', async () => {
    const prefixed = `<x:row r="2"><x:c r="&#88;FD2" t="inlineStr"><x:is><x:t>x</x:t></x:is></x:c></x:row>`;
    await refused(await xlsx(HEADER + prefixed), 'ns.xlsx', 422, 'At most 60 columns per file.');
    // saxen reads `r` after a value it skips for a missing quote: so does the check
    const odd = `<row r="2"><c x= "a r="XFD2" t="inlineStr"><is><t>x</t></is></c></row>`;
    await refused(await xlsx(HEADER + odd), 'odd.xlsx', 422, 'At most 60 columns per file.');
  });

  it('refuses markup read-excel-file would take long over: a 2 MB run of spaces, 2 million empty tags', async () => {
    const spaces = await xlsx(HEADER + ' '.repeat(2 * MB) + ROW2);
    await refused(spaces, 'spaces.xlsx', 422, 'The spreadsheet could not be read.');
    const flood = await xlsx(HEADER + '<x/>'.repeat(2_000_000) + ROW2);
    expect(flood.length).toBeLessThan(64 * 1024);
    await refused(flood, 'flood.xlsx', 422, 'The spreadsheet could not be read.');
  });

  it('refuses a workbook that names its sheet twice (which one is read would depend on timing)', async () => {
    const far = `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${HEADER}<row r="9"><c r="XFD9"/></row></sheetData></worksheet>`;
    const file = await xlsx(HEADER + ROW2, { parts: [['xl/worksheets/sheet1.xml', far]] });
    await refused(file, 'twice.xlsx', 422, 'The spreadsheet could not be read.');
  });

  it('refuses a workbook that unpacks beyond the limit (413), without unpacking it', async () => {
    const bomb = Buffer.alloc(IMPORT_LIMITS.unpackedBytes + MB, 0x20);
    const file = await xlsx(HEADER + ROW2, { parts: [['xl/sharedStrings.xml', bomb]] });
    expect(file.length).toBeLessThan(MB);
    await refused(
      file,
      'bomb.xlsx',
      413,
      `The spreadsheet is larger than ${IMPORT_LIMITS.unpackedBytes / MB} MB once unpacked.`,
    );
  });

  it('reads a normal workbook, and one at the limits, in its worker', async () => {
    const { res } = await upload(
      await xlsx(HEADER + ROW2, { before: '<dimension ref="A1:C2"/>' }),
      'ok.xlsx',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toMatchObject([{ row: 2, values: { nim: '2024700001' }, errors: {} }]);

    const wide = Array.from({ length: IMPORT_LIMITS.columns }, (_, i) => `Kolom ${i}`);
    const data = [
      ['NIM', 'Nama', 'Kode PT', ...wide.slice(3)],
      ...Array.from({ length: 200 }, (_, i) => [`20247${String(i).padStart(5, '0')}`, `Nama ${i}`, '007001']),
    ].map((r) => r.map((value) => ({ value })));
    const big = await upload(await writeXlsxFile(data as SheetData).toBuffer(), 'wide.xlsx');
    expect(big.res.statusCode, big.res.body).toBe(200);
    expect(big.res.json().data.rows).toHaveLength(200);
  });
});

describe("the XLSX worker's own limits", () => {
  const sheet = () =>
    writeXlsxFile(
      Array.from({ length: 3000 }, (_, r) =>
        Array.from({ length: 20 }, (_, c) => ({ value: `Nama ${r}-${c}` })),
      ) as SheetData,
    ).toBuffer();

  it('a worker out of heap or out of time is a 422, and the server goes on', async () => {
    const file = await sheet();
    const tooComplex = /could not be read within the limits/;
    await expect(readTable(file, 'x.xlsx', { ...IMPORT_LIMITS, workerHeapMb: 8 })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(tooComplex),
    });
    await expect(readTable(file, 'x.xlsx', { ...IMPORT_LIMITS, parseMs: 20 })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(tooComplex),
    });
    expect((await readTable(file, 'x.xlsx')).rows).toHaveLength(2999);
  });

  it('spreadsheets beyond those read and waiting are answered 503 with Retry-After, not queued without end', async () => {
    const file = await sheet();
    const limits = { ...IMPORT_LIMITS, concurrentReads: 1, waitingReads: 1 };
    const [first, second, third] = await Promise.allSettled([
      readTable(file, 'a.xlsx', limits),
      readTable(file, 'b.xlsx', limits),
      readTable(file, 'c.xlsx', limits),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('fulfilled'); // waited for its turn
    expect(third).toMatchObject({
      status: 'rejected',
      reason: {
        statusCode: 503,
        code: 'import.busy',
        headers: { 'retry-after': '5' },
      },
    });
    // the turn was handed on: reading goes on as before
    expect((await readTable(file, 'd.xlsx', limits)).rows).toHaveLength(2999);
  });
});

describe('CSV limits', () => {
  it('refuses a file over 10 MB with 413 while it arrives', async () => {
    const file = Buffer.alloc(IMPORT_LIMITS.bytes + 1024, '2024700001,x\n');
    await refused(file, 'big.csv', 413, 'The file is larger than 10 MB.');
  });

  it('refuses 10 MB of short rows at the row limit, without reading them all', async () => {
    const file = Buffer.from('NIM,Nama\n' + '1,2\n'.repeat((IMPORT_LIMITS.bytes - 64) / 4));
    await refused(file, 'rows.csv', 422, 'At most 5000 rows per file.');
  });

  it('refuses too many columns, also when the one row is 10 MB of separators', async () => {
    const header = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `k${i}`).join(',');
    await refused(Buffer.from(`${header}\n1\n`), 'cols.csv', 422, 'At most 60 columns per file.');
    const commas = Buffer.from('NIM\n' + ','.repeat(IMPORT_LIMITS.bytes - 64) + '\n');
    await refused(commas, 'commas.csv', 422, 'At most 60 columns per file.');
  });

  it('takes blank lines after the last row, however many', async () => {
    const file = Buffer.from(
      'NIM,Nama,Kode PT\n2024700002,Batas Dua,007001\n' + '\n'.repeat(IMPORT_LIMITS.bytes - 128),
    );
    const { res, ms, growthMb } = await upload(file, 'blank.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toHaveLength(1);
    // the bound against hanging of refused(), not a speed target (those are benchmarks' business)
    expect(ms, `answered in ${Math.round(ms)} ms`).toBeLessThan(HANG_MS);
    expect(growthMb).toBeLessThan(150);
  });

  it(`reads ${IMPORT_LIMITS.rows} rows, and refuses one more`, async () => {
    const line = (i: number) => `20248${String(i).padStart(5, '0')},Nama ${i},007001`;
    const rows = Array.from({ length: IMPORT_LIMITS.rows }, (_, i) => line(i));
    const ok = await upload(Buffer.from(['NIM,Nama,Kode PT', ...rows].join('\n') + '\n'), 'max.csv');
    expect(ok.res.statusCode, ok.res.body).toBe(200);
    expect(ok.res.json().data.rows).toHaveLength(IMPORT_LIMITS.rows);
    const over = ['NIM,Nama,Kode PT', ...rows, line(IMPORT_LIMITS.rows)].join('\n');
    await refused(Buffer.from(over), 'over.csv', 422, 'At most 5000 rows per file.');
    // two previews of 5,000 rows each: more than the default 30 s when the machine is busy
  }, 90_000);

  it('answers in the caller’s language', async () => {
    const header = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `k${i}`).join(',');
    const body = multipart({}, { name: 'c.csv', data: Buffer.from(`${header}\n`), type: 'text/csv' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${M}/import?mode=preview`,
      payload: body.payload,
      headers: { ...admin, ...body.headers, 'accept-language': 'id' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(['Paling banyak 60 kolom per berkas.']);
  });
});
