/** CSV cells no spreadsheet runs as a formula (domain/csv.ts), and the way back for the import. */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, csvSafe, csvUnescape } from '../../domain/csv';

describe('csvSafe', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("http://evil.test","x")',
    '+62 812',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    "=cmd|'/c calc'!A0",
  ])('puts a quote before %j', (text) => {
    expect(csvSafe(text)).toBe(`'${text}`);
  });

  it('leaves other text as it is', () => {
    for (const text of ['', 'Siti Aminah', 'a=b', ' =1', "'quoted", '1-2', 'x@y.z', '3.65', '\nx'])
      expect(csvSafe(text)).toBe(text);
  });

  it('keeps numbers numbers (a negative amount keeps its minus), and other values as they are', () => {
    expect(csvSafe(-1500000)).toBe(-1500000);
    expect(csvSafe(-0.5)).toBe(-0.5);
    expect(csvSafe(0)).toBe(0);
    expect(csvSafe(true)).toBe(true);
    expect(csvSafe(null)).toBe(null);
    expect(csvSafe(undefined)).toBe(undefined);
    // the same amount as text is text
    expect(csvSafe('-1500000')).toBe("'-1500000");
  });
});

describe('csvField', () => {
  it('makes the cell safe, then quotes it when it holds a quote, a separator or a line break', () => {
    expect(csvField('Siti')).toBe('Siti');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=SUM(1,2)')).toBe(`"'=SUM(1,2)"`);
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('\r\n=1')).toBe(`"'\r\n=1"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('reads back as the neutralised text through a CSV parser', () => {
    const line = ['=1+1', '+62 812', 'a,b', '-5'].map(csvField).join(',');
    expect(Papa.parse<string[]>(line).data[0]).toEqual(["'=1+1", "'+62 812", 'a,b', "'-5"]);
  });
});

describe('csvUnescape', () => {
  it('takes away the quote csvSafe added, and nothing else', () => {
    for (const text of ['=1+1', '+62 812', '-5', '@x', '\tx', '\rx', 'plain', "'quoted", "''=x", ''])
      expect(csvUnescape(String(csvSafe(text)))).toBe(text);
    expect(csvUnescape("'")).toBe("'");
    expect(csvUnescape("'plain")).toBe("'plain");
  });
});
