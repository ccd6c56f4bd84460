/**
 * What the generic screens need to know of one field type (domain/resource.ts FieldType): how it
 * is entered, shown, filtered and exported (its values are checked by the shared registry,
 * domain/field-types.ts, through ../validators.ts). One object per type, assembled in ./index.ts;
 * the server has its own record (server/crud/field-types.ts).
 */
import type { ReactElement } from 'react';
import type { RaRecord, TranslateFunction, Validator } from 'react-admin';
import type { FieldDef, FieldOf, FieldType, ResourceDef } from '../../../../domain/resource';
import type { WriteMode } from '../../../../domain/validation';

/** What a form input is rendered from (FieldInput). */
export interface InputArgs<F extends FieldDef = FieldDef> {
  /** The field's name: the input's `source`. */
  name: string;
  field: F;
  mode: WriteMode;
  /**
   * The field's validator (../validators.ts: the server's own check, domain/validation.ts) plus the
   * form's cross-field ones; empty when read-only. No type adds browser-only checks.
   */
  validate: Validator[];
  helperText?: string | false;
  readOnly?: boolean;
  translate: TranslateFunction;
}

/** What a read-only field element is rendered from (list columns, show pages). */
export interface DisplayArgs<F extends FieldDef = FieldDef> {
  name: string;
  field: F;
  sortable: boolean;
  /** Inside a list row: links stop the row click, texts are shortened. */
  inList: boolean;
  label?: string;
}

/** What the list filter bar's inputs for one declared filter field are rendered from. */
export interface FilterArgs<F extends FieldDef = FieldDef> {
  name: string;
  field: F;
  def: ResourceDef;
  /** The field's label in the UI language. */
  label: (name: string) => string;
  translate: TranslateFunction;
}

/** What one CSV cell is computed from. */
export interface ExportArgs<F extends FieldDef = FieldDef> {
  name: string;
  field: F;
  /** The list row. */
  record: RaRecord;
  /** The declaration the field's `reference` names (undefined when none or unknown). */
  target: ResourceDef | undefined;
  /** A referenced id (or `{ id, ... }` item) by its label, from the row or the fetched records. */
  label: (value: unknown) => unknown;
}

/** One type's entry; `F` is that type's member of FieldDef (the enum entry sees `options`). */
export interface ClientFieldType<F extends FieldDef = FieldDef> {
  /** The form input (a plain function: the element is rendered where FieldInput stands). */
  input(args: InputArgs<F>): ReactElement;
  /**
   * The field element of list columns and show pages. A plain function, not a component: Datagrid
   * and SimpleShowLayout read `source`, `label` and `sortable` from their direct children.
   */
  display(args: DisplayArgs<F>): ReactElement;
  /** The list filter inputs (one, or a from/until pair for ranges). */
  filter(args: FilterArgs<F>): ReactElement[];
  /** The CSV cell of a value (undefined and null become empty cells). */
  exportValue(value: unknown, args: ExportArgs<F>): unknown;
  /**
   * A list column of this type may offer sorting (when the declaration's sortFields name it).
   * False for references: the API would sort by the referenced id, which looks random.
   */
  sortable: boolean;
  /** The form input spans both columns of the form's grid. */
  wide: boolean;
  /** Never shown on the show page; left empty in a form, the stored value stays (passwords). */
  secret: boolean;
  /**
   * The values name records of the field's target: the export fetches their labels when the rows
   * do not carry them (`one` id or `many` ids).
   */
  related?: 'one' | 'many';
}

/** The registry's shape: TypeScript refuses a FieldType without an entry. */
export type ClientFieldTypes = { readonly [T in FieldType]: ClientFieldType<FieldOf<T>> };
