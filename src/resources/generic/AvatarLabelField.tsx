/**
 * The label column of a list whose records have a picture (a person's photo, a university's logo):
 * the same avatar as the header's (UserAvatar: the photo, else initials on a colour fixed per name)
 * beside the label, so people look alike everywhere.
 */
import { useRecordContext } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { storedFields, type ResourceDef } from '../../../domain/resource';
import { UserAvatar } from '../../layout/UserAvatar';

/** The image field shown beside the label in lists: the first stored one that is not a column itself. */
export function avatarFieldOf(def: ResourceDef): string | undefined {
  if (!def.labelField || !def.listColumns.includes(def.labelField)) return undefined;
  return storedFields(def).find(([name, f]) => f.type === 'image' && !def.listColumns.includes(name))?.[0];
}

export interface AvatarLabelFieldProps {
  /** The label field (Datagrid reads `source`, `label` and `sortable` of its children). */
  source: string;
  photo: string;
  label?: string;
  sortable?: boolean;
}

export function AvatarLabelField({ source, photo }: AvatarLabelFieldProps) {
  const record = useRecordContext();
  if (!record) return null;
  const name = String(record[source] ?? '');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25 }}>
      <UserAvatar name={name} photo={record[photo]} size={32} />
      <Typography variant="body2" component="span">
        {name}
      </Typography>
    </Stack>
  );
}
