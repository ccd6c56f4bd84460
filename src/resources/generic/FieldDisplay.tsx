/**
 * Read-only display of one declared field (list columns, show pages): references by their label,
 * money as IDR and dates in the chosen UI language's locale, enums by their declared label.
 */
import { Box, Chip, Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DateField,
  EmailField,
  FunctionField,
  ImageField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
  UrlField,
  type RaRecord,
} from 'react-admin';
import { useLocaleFormat } from '../../layout/useLocaleFormat';
import type { FieldDef } from '../../../domain/resource';
import { specPath } from '../paths';
import { joinedLabelKey, referenceLabel } from './labels';
import { raName, targetOf } from '../registry';

export interface FieldDisplayProps {
  name: string;
  field: FieldDef;
  sortable?: boolean;
  /** Inside a list row: links stop the row click, texts are shortened. */
  inList?: boolean;
  label?: string;
}

interface LocaleFieldProps {
  source: string;
  sortable?: boolean;
  label?: string;
}

/**
 * A date (or date and time, `showTime`) in the chosen UI language's locale (id-ID, en-US, ar-AE,
 * ...), never the browser's; re-renders when the language changes. `source` stays a prop so
 * Datagrid headers (label, sorting) see it.
 */
export function LocaleDateField({ source, label, showTime }: LocaleFieldProps & { showTime?: boolean }) {
  const { locale } = useLocaleFormat();
  return <DateField source={source} label={label} showTime={showTime} locales={locale} />;
}

/** `source` stays a prop so Datagrid headers (label, sorting) see it. */
function MoneyField({ source, label }: LocaleFieldProps) {
  const { locale } = useLocaleFormat();
  return (
    <NumberField
      source={source}
      label={label}
      locales={locale}
      options={{ style: 'currency', currency: 'IDR' }}
    />
  );
}

function ColorSwatch({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          inlineSize: 20,
          blockSize: 20,
          borderRadius: 1,
          bgcolor: value,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span>{value}</span>
    </Stack>
  );
}

function ListChips({ value }: { value: unknown }) {
  if (!Array.isArray(value)) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {value.map((item, index) => (
        <Chip key={index} size="small" label={String(item)} />
      ))}
    </Stack>
  );
}

/** `references` as returned either as ids or as `{ id, name }` objects. */
function isObjectList(value: unknown): value is { id: unknown; [k: string]: unknown }[] {
  return Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null;
}

/**
 * The field element for one declared field. A plain function, not a component: Datagrid and
 * SimpleShowLayout read `source`, `label` and `sortable` from their direct children.
 */
export function renderField({ name, field, sortable = false, inList = false, label }: FieldDisplayProps) {
  const common = { source: name, sortable, label };
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'password':
      return <TextField {...common} />;
    case 'longtext':
      return inList ? (
        <FunctionField
          {...common}
          render={(record: RaRecord) => {
            const text = String(record[name] ?? '');
            return text.length > 80 ? `${text.slice(0, 79)}…` : text;
          }}
        />
      ) : (
        <TextField {...common} sx={{ whiteSpace: 'pre-wrap' }} />
      );
    case 'email':
      return <EmailField {...common} onClick={(e) => e.stopPropagation()} />;
    case 'url':
      return <UrlField {...common} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()} />;
    case 'image':
      return (
        <ImageField
          {...common}
          sx={{ '& img': { maxInlineSize: inList ? 40 : 160, maxBlockSize: inList ? 40 : 160, m: 0 } }}
        />
      );
    case 'int':
    case 'decimal':
      return (
        <NumberField
          {...common}
          options={field.type === 'decimal' ? { minimumFractionDigits: field.scale ?? 2 } : undefined}
        />
      );
    case 'money':
      return <MoneyField source={name} sortable={sortable} label={label} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'date':
      return <LocaleDateField {...common} />;
    case 'datetime':
      return <LocaleDateField {...common} showTime />;
    case 'time':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => (typeof record[name] === 'string' ? record[name].slice(0, 5) : '')}
        />
      );
    case 'enum':
      return (
        <SelectField {...common} choices={field.options ? [...field.options] : []} translateChoice={false} />
      );
    case 'color':
      return (
        <FunctionField {...common} render={(record: RaRecord) => <ColorSwatch value={record[name]} />} />
      );
    case 'list':
      return <FunctionField {...common} render={(record: RaRecord) => <ListChips value={record[name]} />} />;
    case 'reference': {
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
                component={Link}
                to={specPath(reference, 'edit', record[name])}
                onClick={(e) => e.stopPropagation()}
              >
                {referenceLabel(target, record, name)}
              </MuiLink>
            )
          }
        />
      );
    }
    case 'references': {
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
  }
}
