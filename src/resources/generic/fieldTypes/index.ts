/**
 * The client's registry of field types: for every declared FieldType, how the generic screens
 * enter it (FieldInput), show it (FieldDisplay: list columns and show pages), filter lists by it
 * (filters.tsx) and export it to CSV (exporter.ts). What a value may be is not here: the browser
 * checks it by the server's own rules (domain/field-types.ts, through ../validators.ts).
 * Adding a field type is one entry here (in the file of its family) and one in the server's
 * record (server/crud/field-types.ts); TypeScript refuses a FieldType missing from either.
 */
import type { FieldDef } from '../../../../domain/resource';
import { CHOICE_TYPES } from './choices';
import { DATE_TYPES } from './dates';
import { NUMBER_TYPES } from './numbers';
import { REFERENCE_TYPES } from './references';
import { STRUCTURED_TYPES } from './structured';
import { TEXT_TYPES } from './text';
import type { ClientFieldType, ClientFieldTypes } from './types';

export type { ClientFieldType, ClientFieldTypes } from './types';
export { LocaleDateField } from './displays';

export const CLIENT_FIELD_TYPES: ClientFieldTypes = {
  ...TEXT_TYPES,
  ...NUMBER_TYPES,
  ...DATE_TYPES,
  ...CHOICE_TYPES,
  ...REFERENCE_TYPES,
  ...STRUCTURED_TYPES,
};

/** The registry entry of a declared field (the entry of its own type, hence the widening). */
export function fieldTypeOf(field: FieldDef): ClientFieldType {
  return CLIENT_FIELD_TYPES[field.type] as ClientFieldType;
}
