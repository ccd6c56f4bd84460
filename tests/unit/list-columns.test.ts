/** Which list columns show without a user's choice: those that fit, in declared order. */
import { describe, expect, it } from 'vitest';
import { columnWidth, fittingColumns, toggleColumn } from '../../src/resources/generic/listColumns';

describe('list columns', () => {
  const columns = [
    { name: 'nim', width: 150 },
    { name: 'nama', width: 230 },
    { name: 'pt_id', width: 230 },
    { name: 'ipk', width: 100 },
  ];

  it('shows the declared columns in order while they fit beside the fixed ones', () => {
    expect(fittingColumns(columns, 800, 176)).toEqual(['nim', 'nama', 'pt_id']);
    expect(fittingColumns(columns, 2000, 176)).toEqual(['nim', 'nama', 'pt_id', 'ipk']);
    // at least the first column, which names the row
    expect(fittingColumns(columns, 100, 176)).toEqual(['nim']);
    // not measured (no layout): all of them
    expect(fittingColumns(columns, 0, 176)).toEqual(['nim', 'nama', 'pt_id', 'ipk']);
  });

  it('estimates a short value narrow and a long text at most where it wraps', () => {
    const year = columnWidth({ type: 'year', label: 'Angkatan' }, 'Year', false);
    const text = columnWidth({ type: 'text', maxLength: 300, label: 'Judul' }, 'Title', true);
    expect(year).toBeLessThan(100);
    expect(text).toBeGreaterThan(year);
    expect(text).toBeLessThanOrEqual(192 + 26 + 32);
  });

  it('keeps a chosen set in the declared order', () => {
    expect(toggleColumn(['a', 'b', 'c'], ['c'], 'a')).toEqual(['a', 'c']);
    expect(toggleColumn(['a', 'b', 'c'], ['a', 'c'], 'c')).toEqual(['a']);
  });
});
