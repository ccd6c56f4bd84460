/**
 * Which of a resource's list columns a list shows. Every declared column is offered in the column
 * chooser; until a user chooses, the list shows the declared columns in order as far as they fit
 * the width the list has (a laptop sees the main ones, a wide screen more), so no column and never
 * the row actions are hidden sideways. The widths are estimated from the declarations alone (not
 * measured), so the columns are known before the rows arrive and nothing moves when they do.
 */
import type { FieldDef, FieldType } from '../../../domain/resource';

/** Average width of a character of the table's text (px), generous for wide scripts and digits. */
const CHAR_PX = 8.5;
/** A cell's inline padding (px, both sides) and the widest a cell's text grows before it wraps. */
const CELL_PADDING_PX = 32;
const CELL_TEXT_MAX_PX = 192;
/** The sort arrow beside a sortable header. */
const SORT_ICON_PX = 26;
/** The row's select box and its actions (show and edit links), always shown. */
export const SELECT_COLUMN_PX = 56;
export const ACTIONS_COLUMN_PX = 120;
/** A card on a phone shows this many fields until the user chooses others. */
export const CARD_FIELDS = 4;

/** About how many characters a value of each type shows in a list cell. */
const VALUE_CHARS: { readonly [T in FieldType]: number } = {
  text: 24,
  longtext: 24,
  email: 24,
  url: 24,
  phone: 14,
  int: 8,
  year: 5,
  decimal: 8,
  money: 14,
  boolean: 3,
  date: 12,
  time: 6,
  datetime: 20,
  enum: 14,
  reference: 24,
  references: 24,
  color: 8,
  image: 5,
  list: 24,
  password: 0,
};

function valueChars(field: FieldDef): number {
  const chars = VALUE_CHARS[field.type];
  if (field.type === 'enum') {
    const names = field.options.flatMap((o) =>
      typeof o.name === 'string' ? [o.name] : Object.values(o.name),
    );
    const longest = Math.max(0, ...names.map((n) => String(n).length));
    return Math.min(Math.max(longest, 4), chars + 10);
  }
  const max = 'maxLength' in field ? field.maxLength : undefined;
  return typeof max === 'number' ? Math.min(chars, max) : chars;
}

/** The estimated width (px) of a column: its header or its widest value, capped where text wraps. */
export function columnWidth(field: FieldDef, header: string, sortable: boolean): number {
  const text = Math.max(valueChars(field), header.length) * CHAR_PX + (sortable ? SORT_ICON_PX : 0);
  return Math.min(text, CELL_TEXT_MAX_PX + SORT_ICON_PX) + CELL_PADDING_PX;
}

export interface ColumnEstimate {
  name: string;
  width: number;
}

/**
 * The columns shown without a user's choice: the column that names the row (`first`, the resource's
 * label field) always, then the others in declared order while they fit `available` px beside the
 * fixed columns; drawn in the declared order. `available` 0 (not measured, e.g. no layout) shows
 * them all.
 */
export function fittingColumns(
  columns: readonly ColumnEstimate[],
  available: number,
  fixed: number,
  first?: string,
): string[] {
  if (available <= 0) return columns.map((c) => c.name);
  let used = fixed;
  const shown = new Set<string>();
  for (const column of byPriority(columns, first)) {
    used += column.width;
    if (used > available && shown.size) break;
    shown.add(column.name);
  }
  return columns.filter((c) => shown.has(c.name)).map((c) => c.name);
}

/** The columns with the one that names the row first, the others in declared order. */
export function byPriority<C extends { name: string }>(columns: readonly C[], first?: string): C[] {
  const head = columns.filter((c) => c.name === first);
  return [...head, ...columns.filter((c) => c.name !== first)];
}

/** The shown columns after a user ticks or unticks one, in the declared order. */
export function toggleColumn(declared: readonly string[], shown: readonly string[], name: string): string[] {
  const next = new Set(shown);
  if (next.has(name)) next.delete(name);
  else next.add(name);
  return declared.filter((c) => next.has(c));
}
