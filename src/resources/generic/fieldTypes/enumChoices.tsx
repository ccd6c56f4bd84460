/**
 * An enum's choices in the UI language: an option named per language (`{ en: 'Draft', id: 'Draf' }`,
 * domain/options.ts or a configured resource) shows its text for the language, else its one text.
 */
import { useMemo } from 'react';
import {
  SelectField,
  SelectInput,
  useLocaleState,
  type SelectFieldProps,
  type SelectInputProps,
} from 'react-admin';
import { optionName, type FieldDef } from '../../../../domain/resource';

export function useEnumChoices(field: FieldDef): { id: string; name: string }[] {
  const [locale] = useLocaleState();
  return useMemo(
    () => (field.options ?? []).map((o) => ({ id: o.id, name: optionName(o, locale) })),
    [field.options, locale],
  );
}

type Declared = { enumField: FieldDef };

export function EnumSelectInput({ enumField, ...props }: Omit<SelectInputProps, 'choices'> & Declared) {
  return <SelectInput {...props} choices={useEnumChoices(enumField)} translateChoice={false} />;
}

/** A list column / show field: Datagrid reads `source`, `label` and `sortable` from these props. */
export function EnumSelectField({ enumField, ...props }: Omit<SelectFieldProps, 'choices'> & Declared) {
  return <SelectField {...props} choices={useEnumChoices(enumField)} translateChoice={false} />;
}
