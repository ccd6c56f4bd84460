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
  type RaRecord,
} from 'react-admin';
import type { FieldDef } from '../../../../domain/resource';
import { appLink } from '../../../layout/AppLinks';
import { specPath } from '../../paths';
import { raName, targetOf } from '../../registry';
import { joinedLabelKey, referenceLabel } from '../labels';
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

function displayOne({ name, field, sortable, inList, label: columnLabel }: DisplayArgs) {
  const common = { source: name, sortable, label: columnLabel };
  const target = targetOf(field);
  if (!target) return <TextField {...common} />;
  const reference = raName(target);
  const joined = joinedLabelKey(name, target.labelField);
  const label = <FunctionField render={(r: RaRecord) => referenceLabel(target, r)} />;
  const byReference = (
    <ReferenceField
      {...common}
      reference={reference}
      link={(record) => specPath(reference, 'edit', record.id)}
    >
      {label}
    </ReferenceField>
  );
  if (!inList) return byReference;
  // list rows carry the joined label (e.g. pt_nama): no extra request per page
  return (
    <FunctionField
      {...common}
      render={(record: RaRecord) =>
        record[joined] === undefined ? (
          <ReferenceField
            source={name}
            reference={reference}
            record={record}
            link={(r) => specPath(reference, 'edit', r.id)}
          >
            {label}
          </ReferenceField>
        ) : record[name] == null ? null : (
          <MuiLink
            {...appLink(specPath(reference, 'edit', record[name]))}
            onClick={(e) => e.stopPropagation()}
          >
            {referenceLabel(target, record, name)}
          </MuiLink>
        )
      }
    />
  );
}

function displayMany({ name, field, sortable, label }: DisplayArgs) {
  const common = { source: name, sortable, label };
  const target = targetOf(field);
  if (!target) return <TextField {...common} />;
  return (
    <FunctionField
      {...common}
      render={(record: RaRecord) => {
        const value = record[name];
        if (isObjectList(value)) {
          return (
            <ListChips
              value={value.map((item) =>
                item[target.labelField] === undefined
                  ? String(item.name ?? item.id)
                  : referenceLabel(target, item),
              )}
            />
          );
        }
        return (
          <ReferenceArrayField source={name} reference={raName(target)} record={record}>
            <SingleFieldList linkType={false}>
              <FunctionField
                render={(r: RaRecord) => <Chip size="small" label={referenceLabel(target, r)} />}
              />
            </SingleFieldList>
          </ReferenceArrayField>
        );
      }}
    />
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
    exportValue: (value, args) =>
      Array.isArray(value) ? value.map(args.label).join(', ') : plainExport(value),
  },
};
