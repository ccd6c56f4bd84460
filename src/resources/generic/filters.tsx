/**
 * The list filter bar from the declaration: the search box `q` (always shown) and the inputs the
 * registry (./fieldTypes) gives each declared filter field's type — references as option/reference
 * selects (cascading when the parent is a filter too), enums as selects, booleans as yes/no, dates,
 * decimals and money as from/until ranges (`<field>_gte` / `<field>_lte`, the server's range
 * filter), whole numbers and texts as equality.
 */
import type { ReactElement } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { labelIn } from '../../../domain/config/label';
import { fieldTypeOf } from './fieldTypes';

export function useListFilters(def: ResourceDef, resource: string): ReactElement[] {
  const translate = useTranslate();
  const label = (name: string) =>
    translate(`resources.${resource}.fields.${name}`, { _: labelIn(def.fields[name]?.label, 'en') ?? name });
  const filters: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn />];
  for (const name of def.filterFields) {
    const field = def.fields[name];
    if (!field) continue;
    filters.push(...fieldTypeOf(field).filter({ name, field, def, label, translate }));
  }
  return filters;
}
