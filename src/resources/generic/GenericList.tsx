/**
 * The list screen generated from a declaration: search box and declared filters, sortable declared
 * columns, pagination, bulk export and delete (with confirmation) of the selected rows, CSV export,
 * an empty state inviting to create; each action only where the user's role may take it. Rows open the canonical edit path `/<route>/edit/<id>`. The
 * columns shown are those that fit the list's width, or those the user chose (./useListColumns.ts);
 * on a phone each row is a card. A table still wider than its box scrolls inside it (the page never
 * scrolls sideways), and the bulk-action bar stays reachable below the header however far down the
 * rows were selected.
 */
import { cloneElement, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  BulkExportButton,
  Datagrid,
  ExportButton,
  FilterButton,
  ListBase,
  ListContextProvider,
  ListView,
  Loading,
  Pagination,
  TopToolbar,
  useListContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LIST_PAGE_SIZE, type ResourceDef } from '../../../domain/resource';
import { specPath } from '../paths';
import { AvatarLabelField, avatarFieldOf } from './AvatarLabelField';
import { EmptyState } from './EmptyState';
import { buildExporter } from './exporter';
import { renderField } from './FieldDisplay';
import { fieldTypeOf } from './fieldTypes';
import { useListFilters } from './filters';
import { CreateLink, RowLinks } from './links';
import { BULK_BAR_CLASS, LIST_SX, cardLabelsSx, columnClass } from './listLayout';
import { ColumnChooser } from './ColumnChooser';
import { useListColumns, type ListColumns } from './useListColumns';
import { useResourceRights } from './useResourceRights';
import { hasShownNames } from './labels';
import { shownNameField } from './ShownNameField';
import { BackgroundMount } from '../../layout/BackgroundMount';

export interface GenericListProps {
  def: ResourceDef;
  /** Extra buttons in the list toolbar (e.g. the mahasiswa import). */
  extraActions?: ReactNode;
  /** Extra content at the end of each row, before the show / edit links (e.g. the outbox's Retry). */
  rowActions?: ReactNode;
  /** Extra buttons of the bulk-action bar, acting on the selected rows (e.g. the users' Approve). */
  bulkActions?: ReactNode;
}

function ListActions({
  canCreate,
  canExport,
  extra,
  columns,
}: {
  canCreate: boolean;
  canExport: boolean;
  extra?: ReactNode;
  columns: ListColumns;
}) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FilterButton />
      {canCreate && <CreateLink />}
      {canExport && <ExportButton maxResults={10000} />}
      <ColumnChooser columns={columns} />
      {extra}
    </TopToolbar>
  );
}

const PAGE_SIZES = [10, 25, 50, 100];
const ROW_ACTION_PX = 110;
const LOADING = <Loading />;

/**
 * The bulk buttons mount with the first selected row: the folded bar has nothing to act on, and a
 * list's first render is spared them (the delete button's confirmation dialog with them).
 */
function WhenRowsSelected({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  return selectedIds.length > 0 ? children : null;
}

/**
 * The rows render with the data a moment after it arrives, in React's interruptible background
 * pass: a page of rows is the largest render of a list, and done at once it held the main thread
 * for a long task (a few hundred ms on a slow phone) in which no tap or key was answered. Until
 * then the table shows its loading state (first page) or the rows it had (next pages). Every
 * `DeferredRows` of a list switches in the same background pass.
 */
function DeferredRows({ children }: { children: ReactNode }) {
  const list = useListContext();
  const data = useDeferredValue(list.data);
  const value = useMemo(
    // the same result with older rows: the union's members differ only in what is still loading
    () =>
      data === list.data
        ? list
        : ({ ...list, data, isPending: list.isPending || data === undefined } as typeof list),
    [list, data],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

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

export function GenericList({ def, extraActions, rowActions, bulkActions }: GenericListProps) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();

  // react-admin's <List> in its two parts, with the view mounted in the background pass: it appears
  // when the access check answers, in an update React would otherwise finish in one go (the
  // toolbar, the filter form and the table at once, a long task on a slow phone).
  return (
    <ListBase
      sort={def.defaultSort}
      perPage={LIST_PAGE_SIZE}
      exporter={buildExporter(def, resource, translate)}
      authLoading={LOADING}
      offline={false}
    >
      <BackgroundMount fallback={LOADING}>
        <GenericListView
          def={def}
          extraActions={extraActions}
          rowActions={rowActions}
          bulkActions={bulkActions}
        />
      </BackgroundMount>
    </ListBase>
  );
}

function GenericListView({ def, extraActions, rowActions, bulkActions }: GenericListProps) {
  const resource = useResourceContext() ?? '';
  const filters = useListFilters(def, resource);
  // only what the declaration offers and the user's role may do (./useResourceRights.ts)
  const rights = useResourceRights(def);
  const canCreate = rights.create;
  const canEdit = rights.update;
  const canDelete = rights.delete;
  const sortable = useCallback((name: string) => isSortableColumn(def, name), [def]);
  // A row's own extra action (the outbox's Retry) takes room beside the show / edit links.
  const columnChoice = useListColumns(def, resource, sortable, rowActions ? ROW_ACTION_PX : 0);
  const columns = columnChoice.shown;
  const open = (id: RaRecord['id']) => specPath(resource, canEdit ? 'edit' : 'show', id);
  const photo = avatarFieldOf(def);

  return (
    <ListView
      title={false}
      filters={filters}
      pagination={
        // with the rows: a page count above rows still to come would move down when they come
        <DeferredRows>
          <Pagination rowsPerPageOptions={PAGE_SIZES} />
        </DeferredRows>
      }
      actions={
        <ListActions
          canCreate={canCreate}
          canExport={rights.export}
          extra={extraActions}
          columns={columnChoice}
        />
      }
      empty={<EmptyState canCreate={canCreate} />}
      sx={[LIST_SX, cardLabelsSx(columnChoice.offered)]}
    >
      <Box ref={columnChoice.boxRef} sx={{ minInlineSize: 0 }} />
      <DeferredRows>
        <Datagrid
          rowClick={(id) => open(id)}
          bulkActionsToolbar={
            <BulkActionsToolbar className={BULK_BAR_CLASS}>
              <WhenRowsSelected>
                {bulkActions}
                {rights.export && <BulkExportButton />}
                {canDelete && <BulkDeleteButton mutationMode="pessimistic" />}
              </WhenRowsSelected>
            </BulkActionsToolbar>
          }
        >
          {columns.map((name) =>
            cloneElement(
              photo && name === def.labelField ? (
                <AvatarLabelField source={name} photo={photo} sortable={isSortableColumn(def, name)} />
              ) : name === def.labelField && hasShownNames(def) ? (
                shownNameField(def, isSortableColumn(def, name))
              ) : (
                renderField({
                  name,
                  field: def.fields[name],
                  sortable: isSortableColumn(def, name),
                  inList: true,
                })
              ),
              // the cell's class names its column: a card on a phone labels the value by it
              { key: name, cellClassName: columnClass(name) },
            ),
          )}
          {rowActions}
          <RowLinks edit={canEdit} label="app.list.row_actions" />
        </Datagrid>
      </DeferredRows>
    </ListView>
  );
}
