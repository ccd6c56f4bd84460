/**
 * The list screen generated from a declaration: search box and declared filters, sortable declared
 * columns, pagination, bulk delete (with confirmation), CSV export, an empty state inviting to create,
 * and a SimpleList on phones. Rows open the spec edit path `/<route>/edit/<id>`.
 */
import { cloneElement, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { actionsOf, type ResourceDef } from '../../../domain/resource';
import { specPath } from '../paths';
import { EmptyState } from './EmptyState';
import { buildExporter } from './exporter';
import { renderField } from './FieldDisplay';
import { fieldTypeOf } from './fieldTypes';
import { useListFilters } from './filters';
import { referenceLabel } from './labels';
import { CreateLink, RowLinks } from './links';

export interface GenericListProps {
  def: ResourceDef;
  /** Extra buttons in the list toolbar (e.g. the mahasiswa import). */
  extraActions?: ReactNode;
  /** Extra content at the end of each row, before the show / edit links (e.g. the outbox's Retry). */
  rowActions?: ReactNode;
}

function ListActions({ canCreate, extra }: { canCreate: boolean; extra?: ReactNode }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterButton />
      {canCreate && <CreateLink />}
      <ExportButton maxResults={10000} />
      {extra}
    </TopToolbar>
  );
}

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * A column offers sorting when the API sorts by it, except where its type says not (references,
 * ./fieldTypes): the API would sort them by the referenced id, which looks random to a user, and
 * sorting 200,000 students by the referenced label costs a full scan and sort on every page
 * (docs/performance.md).
 */
function isSortableColumn(def: ResourceDef, name: string): boolean {
  const field = def.fields[name];
  if (field && !fieldTypeOf(field).sortable) return false;
  return name === 'id' || def.sortFields.includes(name);
}

export function GenericList({ def, extraActions, rowActions }: GenericListProps) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const filters = useListFilters(def, resource);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const actions = actionsOf(def);
  const canCreate = actions.includes('create');
  const canEdit = actions.includes('update');
  const canDelete = actions.includes('delete');
  const columns = def.listColumns.filter((name) => def.fields[name] && !def.fields[name].writeOnly);
  const open = (id: RaRecord['id']) => specPath(resource, canEdit ? 'edit' : 'show', id);
  const secondary = columns.find((name) => name !== def.labelField);

  return (
    <List
      title={false}
      filters={filters}
      sort={def.defaultSort}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={buildExporter(def, resource, translate)}
      actions={<ListActions canCreate={canCreate} extra={extraActions} />}
      empty={<EmptyState canCreate={canCreate} />}
      sx={{
        minInlineSize: 0,
        '& .RaList-main': { minInlineSize: 0 },
        '& .RaList-content': { overflowX: 'auto' },
      }}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(record) =>
            record[def.labelField] == null ? String(record.id) : referenceLabel(def, record)
          }
          secondaryText={
            secondary
              ? () => renderField({ name: secondary, field: def.fields[secondary], inList: true })
              : undefined
          }
          rowClick={(id) => open(id)}
        />
      ) : (
        <Datagrid
          rowClick={(id) => open(id)}
          bulkActionButtons={canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          sx={{ '& .RaDatagrid-headerCell': { fontWeight: 600 } }}
        >
          {columns.map((name) =>
            cloneElement(
              renderField({
                name,
                field: def.fields[name],
                sortable: isSortableColumn(def, name),
                inList: true,
              }),
              { key: name },
            ),
          )}
          {rowActions}
          <RowLinks edit={canEdit} />
        </Datagrid>
      )}
    </List>
  );
}
