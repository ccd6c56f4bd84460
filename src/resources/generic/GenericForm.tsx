/**
 * The create/edit form generated from a declaration: one input per writable field (readOnly never,
 * createOnly only on create), in declaration order, on a responsive two-column grid. Server field
 * errors (422/409 `{ errors: { field } }`) appear beside their inputs through react-admin's
 * server-side validation. Built-in records (`builtin`) keep their locked fields read-only and cannot
 * be deleted.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DeleteButton, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { actionsOf, raName, type FieldDef, type ResourceDef } from '../../../domain/resource';
import { writableFields, type WriteMode } from '../../../domain/validation';
import { FieldInput } from './FieldInput';
import { fieldTypeOf } from './fieldTypes';
import { crossFieldValidators } from './validators';
import { labelIn } from '../../../domain/config/label';

/** Return undefined for the generated input, null to leave the field out, or a node to replace it. */
export type RenderInput = (name: string, field: FieldDef, mode: WriteMode) => ReactNode | undefined;

export interface GenericFormProps {
  def: ResourceDef;
  mode: WriteMode;
  renderInput?: RenderInput;
  /** Extra content below the fields. */
  children?: ReactNode;
}

export function defaultValuesOf(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of writableFields(def, 'create')) {
    if (field.default !== undefined && field.default !== null) values[name] = field.default;
  }
  return values;
}

function isBuiltin(def: ResourceDef, record: Record<string, unknown> | undefined): boolean {
  return Boolean(def.builtin && record?.[def.builtin.flag]);
}

function FormToolbar({ def, mode }: { def: ResourceDef; mode: WriteMode }) {
  const record = useRecordContext();
  const canDelete =
    mode === 'update' && actionsOf(def).includes('delete') && !def.singleton && !isBuiltin(def, record);
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Toolbar>
  );
}

export function GenericFields({ def, mode, renderInput }: Omit<GenericFormProps, 'children'>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const labelOf = (field: string) =>
    translate(`resources.${raName(def)}.fields.${field}`, {
      _: labelIn(def.fields[field]?.label, 'en') ?? field,
    });
  const locked = isBuiltin(def, record)
    ? new Set<string>(def.builtin?.lockedFields ?? [])
    : new Set<string>();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        inlineSize: '100%',
      }}
    >
      {writableFields(def, mode).map(([name, field]) => {
        const custom = renderInput?.(name, field, mode);
        if (custom === null) return null;
        return (
          <Box
            key={name}
            sx={{ gridColumn: fieldTypeOf(field).wide ? { md: 'span 2' } : undefined, minInlineSize: 0 }}
          >
            {custom ?? (
              <FieldInput
                name={name}
                field={field}
                mode={mode}
                readOnly={locked.has(name)}
                extraValidate={crossFieldValidators(def, name, labelOf)}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function GenericForm({ def, mode, renderInput, children }: GenericFormProps) {
  return (
    <SimpleForm
      toolbar={<FormToolbar def={def} mode={mode} />}
      defaultValues={mode === 'create' ? defaultValuesOf(def) : undefined}
      warnWhenUnsavedChanges
    >
      <GenericFields def={def} mode={mode} renderInput={renderInput} />
      {children}
    </SimpleForm>
  );
}

/**
 * Before sending: empty write-only values (a password left blank on edit) are dropped so they
 * keep their stored value; text emptied by the user is sent as null.
 */
export function cleanSubmit(def: ResourceDef, mode: WriteMode) {
  return (data: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, field] of writableFields(def, mode)) {
      if (!(name in data)) continue;
      const value = data[name] === '' ? null : data[name];
      if ((field.writeOnly || fieldTypeOf(field).secret) && (value === null || value === undefined)) continue;
      out[name] = value;
    }
    return out;
  };
}
