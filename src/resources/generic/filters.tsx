/**
 * The list filter bar from the declaration: the search box `q` (always shown) and one input per
 * declared filter field — references as option/ reference selects (cascading when the parent is a
 * filter too), enums as selects, booleans as yes/no, dates and numbers as from/until ranges
 * (`<field>_gte` / `<field>_lte`, the server's range filter), other text as equality.
 */
import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { ReferenceSelect } from './ReferenceSelect';
import { labelIn } from '../../../domain/config/label';

const RANGE_TYPES = new Set(['date', 'datetime', 'decimal', 'money']);

export function useListFilters(def: ResourceDef, resource: string): ReactElement[] {
  const translate = useTranslate();
  const label = (name: string) =>
    translate(`resources.${resource}.fields.${name}`, { _: labelIn(def.fields[name]?.label, 'en') ?? name });
  const filters: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn />];
  for (const name of def.filterFields) {
    const field = def.fields[name];
    if (!field) continue;
    filters.push(...filterInputs(name, field, def, label, translate));
  }
  return filters;
}

function filterInputs(
  name: string,
  field: FieldDef,
  def: ResourceDef,
  label: (name: string) => string,
  translate: TranslateFunction,
): ReactElement[] {
  switch (field.type) {
    case 'reference':
    case 'references': {
      // a cascade only when the parent can be chosen in the same filter bar
      const dependsOn =
        field.dependsOn && def.filterFields.includes(field.dependsOn) ? field.dependsOn : undefined;
      const single: FieldDef = { ...field, type: 'reference', dependsOn, required: false };
      return [
        <ReferenceSelect key={name} source={name} field={single} label={label(name)} helperText={false} />,
      ];
    }
    case 'enum':
      return [
        <SelectInput
          key={name}
          source={name}
          label={label(name)}
          choices={field.options ? [...field.options] : []}
          translateChoice={false}
        />,
      ];
    case 'boolean':
      return [<NullableBooleanInput key={name} source={name} label={label(name)} />];
    case 'int':
      return [<NumberInput key={name} source={name} label={label(name)} step={1} />];
    default:
      if (RANGE_TYPES.has(field.type)) return rangeInputs(name, field, label, translate);
      return [<TextInput key={name} source={name} label={label(name)} />];
  }
}

function rangeInputs(
  name: string,
  field: FieldDef,
  label: (name: string) => string,
  translate: TranslateFunction,
): ReactElement[] {
  const Input = field.type === 'date' || field.type === 'datetime' ? DateInput : NumberInput;
  return [
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
}
