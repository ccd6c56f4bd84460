/**
 * The read-only page (`/<route>/show/<id>`): every readable field plus the time stamps, and an edit
 * button where the user's role may edit. A single-record resource's page shows it too, with `id`
 * given, to a role that may read the record but not change it (./SingletonEdit.tsx).
 */
import { cloneElement } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Show, SimpleShowLayout, TopToolbar, useRecordContext, useResourceContext } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { specPath } from '../paths';
import { LocaleDateField, renderField } from './FieldDisplay';
import { fieldTypeOf } from './fieldTypes';
import { hasShownNames } from './labels';
import { LinkButton } from './links';
import { shownNameField } from './ShownNameField';
import { useResourceRights } from './useResourceRights';

function ShowActions({ canEdit }: { canEdit: boolean }) {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  if (!canEdit || !record) return null;
  return (
    <TopToolbar>
      <LinkButton to={specPath(resource, 'edit', record.id)} label="ra.action.edit" icon={<EditIcon />} />
    </TopToolbar>
  );
}

export function GenericShow({ def, id }: { def: ResourceDef; id?: string }) {
  const fields = Object.entries(def.fields).filter(
    ([, f]) => !f.writeOnly && !fieldTypeOf(f).secret && !f.createOnly,
  );
  const rights = useResourceRights(def);
  return (
    <Show id={id} title={false} actions={id === undefined ? <ShowActions canEdit={rights.update} /> : false}>
      <SimpleShowLayout>
        {fields.map(([name, field]) =>
          cloneElement(
            name === def.labelField && hasShownNames(def)
              ? shownNameField(def, false)
              : renderField({ name, field }),
            { key: name },
          ),
        )}
        <LocaleDateField source="created_at" showTime label="app.resources.created_at" />
        <LocaleDateField source="updated_at" showTime label="app.resources.updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
