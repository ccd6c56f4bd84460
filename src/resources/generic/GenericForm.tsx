/**
 * The create/edit form generated from a declaration: one input per writable field (readOnly never,
 * createOnly only on create), in declaration order, on a responsive two-column grid. Each input is
 * checked in the browser by the server's own rules (./validators.ts) when it is left and on Save,
 * never by the browser's native validation (`noValidate`); Save focuses the first field in error.
 * Server field errors (422/409 `{ errors: { field } }`) appear beside their inputs through
 * react-admin's server-side validation. Built-in records (`builtin`) keep their locked fields
 * read-only and cannot be deleted.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, CardContent, Stack } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  DeleteButton,
  Form,
  SaveButton,
  Toolbar,
  useFormIsDirty,
  useRecordContext,
  useRecordFromLocation,
  useTranslate,
} from 'react-admin';
import { actionsOf, raName, type FieldDef, type ResourceDef } from '../../../domain/resource';
import { writableFields, type WriteMode } from '../../../domain/validation';
import { FieldInput } from './FieldInput';
import { fieldTypeOf } from './fieldTypes';
import { crossFieldValidators, submittedValue } from './validators';
import { labelIn } from '../../../domain/config/label';
import { TENANT_ROOT } from '../../../domain/tenancy';
import { useSessionUser } from '../../pages/useSessionUser';
import { currentPt } from '../../providers/ptScope';

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

/**
 * The university a new record belongs to, where the form can tell: the only one of a user bound to
 * exactly one (the field is then hidden, there is nothing to choose), else the one chosen in the
 * header (src/providers/ptScope.ts). Fields: `pt_id` (a reference to perguruanTinggi) and an
 * account's `pt_ids`.
 */
function useTenantPreset(def: ResourceDef): { values: Record<string, unknown>; hidden: Set<string> } {
  const user = useSessionUser();
  const { search } = useLocation();
  return useMemo(() => {
    const own = (Array.isArray(user?.pt_ids) ? user.pt_ids : []).map(Number);
    const chosen = currentPt(search);
    const pt =
      own.length === 1 ? own[0] : chosen && (!own.length || own.includes(chosen)) ? chosen : undefined;
    const values: Record<string, unknown> = {};
    const hidden = new Set<string>();
    const single = def.fields.pt_id;
    if (pt && single?.type === 'reference' && single.reference === TENANT_ROOT) {
      values.pt_id = pt;
      if (own.length === 1) hidden.add('pt_id');
    }
    const many = def.fields.pt_ids;
    if (pt && many?.type === 'references' && many.reference === TENANT_ROOT) values.pt_ids = [pt];
    return { values, hidden };
  }, [def, user?.pt_ids, search]);
}

function isBuiltin(def: ResourceDef, record: Record<string, unknown> | undefined): boolean {
  return Boolean(def.builtin && record?.[def.builtin.flag]);
}

/**
 * react-admin's Save, disabled as it disables it (nothing changed yet, or saving) but not while a
 * field is being checked: pressing Save leaves the field in focus, which starts its check (`mode`
 * onTouched), and a click landing on the button disabled meanwhile would be lost (a tap sends both
 * at once). Save checks every field anyway.
 */
function FormSaveButton() {
  const isDirty = useFormIsDirty();
  const prefilled = useRecordFromLocation() != null;
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={(isDirty || prefilled) && !isSubmitting} />;
}

/**
 * The server's field errors (422/409) arrive after Save: the focus moves to the first field in
 * error, in the form's order, as it does for the browser's own checks.
 */
function FocusServerError({ order }: { order: readonly string[] }) {
  const { errors, isSubmitting, submitCount } = useFormState();
  const { setFocus } = useFormContext();
  const focusedFor = useRef(0);
  useEffect(() => {
    if (isSubmitting || focusedFor.current === submitCount) return;
    const first = order.find((name) => errors[name]?.type === 'server');
    if (!first) return;
    focusedFor.current = submitCount;
    setFocus(first);
  }, [errors, isSubmitting, submitCount, order, setFocus]);
  return null;
}

function FormToolbar({ def, mode }: { def: ResourceDef; mode: WriteMode }) {
  const record = useRecordContext();
  const canDelete =
    mode === 'update' && actionsOf(def).includes('delete') && !def.singleton && !isBuiltin(def, record);
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
      <FormSaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect="list" />}
    </Toolbar>
  );
}

export function GenericFields({ def, mode, renderInput }: Omit<GenericFormProps, 'children'>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { hidden } = useTenantPreset(def);
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
        if (mode === 'create' && hidden.has(name)) return null;
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

/**
 * react-admin's SimpleForm laid out the same (its content, then the toolbar), as its `Form` with the
 * form options SimpleForm would also spread onto its layout's element (`mode`, `noValidate`).
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

export function GenericForm({ def, mode, renderInput, children }: GenericFormProps) {
  const preset = useTenantPreset(def).values;
  return (
    <Form
      defaultValues={mode === 'create' ? { ...defaultValuesOf(def), ...preset } : undefined}
      warnWhenUnsavedChanges
      // the app's validators (./validators.ts) speak the UI language: no browser bubbles
      noValidate
      // a field is checked when left, then as it changes; Save checks all and focuses the first error
      mode="onTouched"
      shouldFocusError
      // The record read again while the form is open (the list's copy shows first, the one-record
      // answer with its references' labels follows) fills what the user has not typed: their own
      // input stays, and Save stays enabled for it.
      resetOptions={KEEP_TYPED}
    >
      <CardContent
        // room for the toolbar, fixed at the bottom on small screens
        sx={(theme) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: '5em' } })}
      >
        <Stack sx={{ alignItems: 'flex-start' }}>
          <GenericFields def={def} mode={mode} renderInput={renderInput} />
          {children}
        </Stack>
      </CardContent>
      <FormToolbar def={def} mode={mode} />
      <FocusServerError order={writableFields(def, mode).map(([name]) => name)} />
    </Form>
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
      const value = submittedValue(field, data[name]);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
}
