/**
 * Inputs for `reference` and `references` fields, showing the target's label field.
 * - Targets that are the product's option lists (role, bentuk PT, perguruan tinggi, fakultas, program studi,
 *   acara, file group) read the client option store (docs/product.md#layout), narrowed by the parent field named in
 *   `dependsOn` (fakultas by pt_id, program studi by fakultas_id): cascading selects.
 * - Other targets (and mahasiswa, too many for one list) use a server-searched ReferenceInput.
 * A cascading child empties itself when its parent changes, and stays disabled until the parent is chosen.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../domain/resource';
import { isOptionListName, useOptions, type OptionItem, type OptionListName } from '../../providers/options';
import { raName, targetOf } from '../registry';
import { useLabels } from './labels';

export interface ReferenceSelectProps {
  source: string;
  field: FieldDef;
  label?: string;
  validate?: Validator | Validator[];
  /** Rendered in a list's filter bar. */
  alwaysOn?: boolean;
  helperText?: string | false;
  readOnly?: boolean;
}

/** Option lists that may be held whole in the browser (not those declared `largeOptions`). */
export function optionListOf(target: ResourceDef | undefined): OptionListName | undefined {
  if (!target || target.largeOptions || !isOptionListName(target.name)) return undefined;
  return target.name;
}

const isChosen = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Empties `source` when the watched parent field changes (not on the first render). */
export function useClearOnParentChange(source: string, parent: string | undefined): unknown {
  const { setValue, getFieldState } = useFormContext();
  const parentValue = useWatch({ name: parent ?? '__none__', disabled: !parent });
  const previous = useRef(parentValue);
  useEffect(() => {
    if (!parent || previous.current === parentValue) return;
    // a user's change (dirty, or away from a chosen value) clears; a form reset filling the record does not
    const userChange = getFieldState(parent).isDirty || isChosen(previous.current);
    previous.current = parentValue;
    if (userChange) setValue(source, null, { shouldDirty: true });
  }, [parent, parentValue, setValue, getFieldState, source]);
  return parent ? parentValue : undefined;
}

export function ReferenceSelect(props: ReferenceSelectProps) {
  const { source, field, label, validate, helperText, readOnly } = props;
  const translate = useTranslate();
  const labels = useLabels();
  const resource = useResourceContext();
  const target = targetOf(field);
  const parentValue = useClearOnParentChange(source, field.dependsOn);
  const waitingForParent = Boolean(field.dependsOn) && !isChosen(parentValue);
  const listName = optionListOf(target);
  const paramName =
    field.dependsOn && target?.optionFilters?.includes(field.dependsOn) ? field.dependsOn : undefined;
  const params = paramName ? { [paramName]: parentValue as string | number } : undefined;
  const options = useOptions(listName ?? 'role', params, Boolean(listName) && !waitingForParent);
  const parentHint =
    waitingForParent && field.dependsOn
      ? translate('app.resources.choose_parent_first', {
          parent: translate(`resources.${resource}.fields.${field.dependsOn}`, { _: field.dependsOn }),
        })
      : undefined;
  const common = {
    source,
    label,
    validate,
    readOnly,
    helperText: parentHint ?? helperText,
    disabled: waitingForParent,
    fullWidth: true,
  };

  if (listName) {
    const input = field.type === 'references' ? AutocompleteArrayInput : AutocompleteInput;
    const Input = input as typeof AutocompleteInput;
    return (
      <Input
        {...common}
        choices={options.items}
        optionText={(item: OptionItem) => labels.option(target, item)}
        isPending={options.status === 'loading'}
        // the whole list is in the browser: filter it here, no server search
        filterToQuery={undefined}
      />
    );
  }

  if (!target) return null;
  const reference = raName(target);
  const filter = paramName ? { [paramName]: parentValue } : {};
  if (field.type === 'references') {
    return (
      <ReferenceArrayInput source={source} reference={reference} filter={filter} perPage={50}>
        <AutocompleteArrayInput {...common} optionText={(r: RaRecord) => labels.reference(target, r)} />
      </ReferenceArrayInput>
    );
  }
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} perPage={25}>
      <AutocompleteInput {...common} optionText={(r: RaRecord) => labels.reference(target, r)} />
    </ReferenceInput>
  );
}
