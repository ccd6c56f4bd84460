/** Filter inputs and export cells several field types share. */
import type { ReactElement } from 'react';
import { DateInput, NumberInput, TextInput } from 'react-admin';
import type { ExportArgs, FilterArgs } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Equality on the value as typed. */
export const textFilter = ({ name, label }: FilterArgs): ReactElement[] => [
  <TextInput key={name} source={name} label={label(name)} />,
];

/** A from/until pair (`<field>_gte` / `<field>_lte`, the server's range filter). */
const rangeFilter =
  (Input: typeof DateInput | typeof NumberInput) =>
  ({ name, label, translate }: FilterArgs): ReactElement[] => [
    <Input
      key={`${name}_gte`}
      source={`${name}_gte`}
      label={translate('app.resources.filter_from', { field: label(name) })}
    />,
    <Input
      key={`${name}_lte`}
      source={`${name}_lte`}
      label={translate('app.resources.filter_until', { field: label(name) })}
    />,
  ];

export const dateRangeFilter = rangeFilter(DateInput);
export const numberRangeFilter = rangeFilter(NumberInput);

/** The value as it is; a list joined with commas (`{ name }` items by their name). */
export function plainExport(value: unknown, _args?: ExportArgs): unknown {
  if (Array.isArray(value)) return value.map((v) => (isObject(v) ? (v.name ?? '') : v)).join(', ');
  return value;
}
