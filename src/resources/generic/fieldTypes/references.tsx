/**
 * References to records of another resource: one id (`reference`) or an id list (`references`),
 * entered with ../ReferenceSelect.tsx, shown, filtered and exported by the target's label.
 */
import { Chip, Link as MuiLink } from '@mui/material';
import {
  FunctionField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../../domain/resource';
import { appLink } from '../../../layout/appLink';
import { specPath } from '../../paths';
import { raName, targetOf } from '../../registry';
import { carriedLabels, joinedLabelKey, referenceLabel, useLabels } from '../labels';
import { useResourceRights } from '../useResourceRights';
import { ReferenceSelect } from '../ReferenceSelect';
import { ListChips } from './displays';
import { plainExport } from './shared';
import type { ClientFieldType, ClientFieldTypes, DisplayArgs, FilterArgs, InputArgs } from './types';

/** `references` as returned either as ids or as `{ id, name }` objects. */
function isObjectList(value: unknown): value is { id: unknown; [k: string]: unknown }[] {
  return Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null;
}

const input = ({ name, field, validate, helperText, readOnly }: InputArgs) => (
  <ReferenceSelect
    source={name}
    field={field}
    validate={validate}
    helperText={helperText}
    readOnly={readOnly}
  />
);

/** One select of the target's records, cascading only when the parent is in the same filter bar. */
function filter({ name, field, def, label }: FilterArgs) {
  const dependsOn =
    field.dependsOn && def.filterFields.includes(field.dependsOn) ? field.dependsOn : undefined;
  const single = { ...field, type: 'reference', dependsOn, required: false } as FieldDef;
  return [<ReferenceSelect key={name} source={name} field={single} label={label(name)} helperText={false} />];
}

/**
 * One reference's value: the referenced record's label, a link to it only where the user's role may
 * open it (its edit page, else its show page: ../useResourceRights.ts, read at once from the stored
 * permissions). The label is the one the record's own answer joins (`prodi_nama`, list rows and one
 * record alike: server/crud/model.ts), so a role that may not read the target still reads its name,
 * with no request it would be refused; only an answer without it asks for the target (react-admin's
 * ReferenceField), and only when the role may read it.
 */
function ReferenceValue({ name, target }: { name: string; target: ResourceDef }) {
  const record = useRecordContext();
  const labels = useLabels();
  const rights = useResourceRights(target);
  if (!record || record[name] == null) return null;
  const reference = raName(target);
  const joined = record[joinedLabelKey(name, target.labelField)] !== undefined;
  const to = (id: RaRecord['id']) => specPath(reference, rights.update ? 'edit' : 'show', id);
  if (!joined) {
    if (!rights.view) return <span>#{String(record[name])}</span>;
    return (
      <ReferenceField source={name} reference={reference} record={record} link={(r) => to(r.id)}>
        <FunctionField render={(r: RaRecord) => labels.reference(target, r)} />
      </ReferenceField>
    );
  }
  const text = labels.reference(target, record, name);
  if (!rights.view) return <span>{text}</span>;
  return (
    <MuiLink {...appLink(to(record[name]))} onClick={(e) => e.stopPropagation()}>
      {text}
    </MuiLink>
  );
}

function displayOne({ name, field, sortable, label: columnLabel }: DisplayArgs) {
  const common = { source: name, sortable, label: columnLabel };
  const target = targetOf(field);
  if (!target) return <TextField {...common} />;
  // list rows and the show page alike carry the joined label (e.g. pt_nama): no request per row
  return <FunctionField {...common} render={() => <ReferenceValue name={name} target={target} />} />;
}

function displayMany({ name, field, sortable, label }: DisplayArgs) {
  const common = { source: name, sortable, label };
  const target = targetOf(field);
  if (!target) return <TextField {...common} />;
  return <FunctionField {...common} render={() => <ReferencesValue name={name} target={target} />} />;
}

/**
 * Ids of another resource's records, as chips of their labels: those the record carries beside the
 * ids (`roles_name`: list rows and one record alike), with no request; else, given as `{ id, name }`
 * objects, theirs; else asked for, only when the role may read them (`#id` when it may not).
 */
function ReferencesValue({ name, target }: { name: string; target: ResourceDef }) {
  const record = useRecordContext();
  const labels = useLabels();
  const rights = useResourceRights(target);
  if (!record) return null;
  const value: unknown = record[name];
  const carried = labels.carried(target, record, name);
  if (carried) return <ListChips value={carried} />;
  if (isObjectList(value)) {
    return (
      <ListChips
        value={value.map((item) =>
          item[target.labelField] === undefined
            ? String(item.name ?? item.id)
            : labels.reference(target, item),
        )}
      />
    );
  }
  if (!rights.view) {
    const ids: unknown[] = Array.isArray(value) ? value : [];
    return <ListChips value={ids.map((id) => `#${String(id)}`)} />;
  }
  return (
    <ReferenceArrayField source={name} reference={raName(target)} record={record}>
      <SingleFieldList linkType={false}>
        <FunctionField render={(r: RaRecord) => <Chip size="small" label={labels.reference(target, r)} />} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/** Never sortable in a list: by the referenced id would look random (docs/performance.md). */
const REFERENCE_BASE = {
  input,
  filter,
  sortable: false,
  secret: false,
} satisfies Partial<ClientFieldType>;

export const REFERENCE_TYPES: Pick<ClientFieldTypes, 'reference' | 'references'> = {
  reference: {
    ...REFERENCE_BASE,
    wide: false,
    related: 'one',
    display: displayOne,
    exportValue: (value, args) => {
      const { target, record, name } = args;
      if (!target) return plainExport(value);
      if (value == null) return '';
      return record[joinedLabelKey(name, target.labelField)] !== undefined
        ? referenceLabel(target, record, name)
        : args.label(value);
    },
  },
  references: {
    ...REFERENCE_BASE,
    wide: true,
    related: 'many',
    display: displayMany,
    exportValue: (value, args) => {
      const carried = args.target && carriedLabels(args.target, args.record, args.name);
      if (carried) return carried.join(', ');
      return Array.isArray(value) ? value.map(args.label).join(', ') : plainExport(value);
    },
  },
};
