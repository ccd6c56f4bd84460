/**
 * The audit log (Setting › Log Audit), read only: every write the server recorded, newest first,
 * filtered by resource, record, writer, action and date (server/audit: a university's staff get the
 * entries about their own university's records only). A row opens to the record before and after.
 * On a phone each entry is one line of a simple list.
 */
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  SimpleList,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AUDIT_LOG_API, type AuditEntry } from '../../../domain/audit';
import { formatsOf } from '../../../domain/format';

const RESOURCE = AUDIT_LOG_API.replace(/^\//, '');

const filters = [
  <TextInput key="resource" source="resource" label="app.audit_log.fields.resource" alwaysOn />,
  <TextInput key="record_id" source="record_id" label="app.audit_log.fields.record_id" />,
  <TextInput key="user_id" source="user_id" label="app.audit_log.fields.user_id" />,
  <TextInput key="action" source="action" label="app.audit_log.fields.action" />,
  <DateInput key="from" source="created_at_gte" label="app.audit_log.fields.created_at_gte" />,
  <DateInput key="to" source="created_at_lte" label="app.audit_log.fields.created_at_lte" />,
];

/** A snapshot of the record, as the server stored it (JSON, left to right in every language). */
function Snapshot({ label, value }: { label: string; value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  return (
    <Box sx={{ minInlineSize: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(label)}
      </Typography>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          p: 1,
          overflow: 'auto',
          maxBlockSize: 320,
          fontSize: '0.75rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
          textAlign: 'left',
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

export function EntryDetail() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1 }} data-testid="audit-entry-detail">
      <Snapshot label="app.audit_log.fields.before" value={entry.before} />
      <Snapshot label="app.audit_log.fields.after" value={entry.after} />
    </Stack>
  );
}

/** The writer's name; an entry by the server, or by an account the caller may not see, says so. */
function Writer() {
  const translate = useTranslate();
  return (
    <FunctionField<AuditEntry>
      label="app.audit_log.fields.user_name"
      render={(e) => e.user_name ?? translate('app.audit_log.unknown_writer')}
    />
  );
}

export function AuditLogPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = formatsOf(locale);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource={RESOURCE}
      title={translate('app.page_titles.auditLog')}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={filters}
      disableSyncWithLocation={false}
      empty={false}
    >
      {phone ? (
        <SimpleList<AuditEntry>
          linkType={false}
          primaryText={(e) => `${e.resource} ${e.record_id ?? ''} · ${e.action}`}
          secondaryText={(e) => e.user_name ?? translate('app.audit_log.unknown_writer')}
          tertiaryText={(e) => format.dateTime(e.created_at)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<EntryDetail />}>
          <DateField source="created_at" label="app.audit_log.fields.created_at" showTime sortable />
          <Writer />
          <TextField source="action" label="app.audit_log.fields.action" sortable={false} />
          <TextField source="resource" label="app.audit_log.fields.resource" sortable={false} />
          <TextField source="record_id" label="app.audit_log.fields.record_id" sortable={false} />
          <TextField source="ip" label="app.audit_log.fields.ip" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

export default AuditLogPage;
