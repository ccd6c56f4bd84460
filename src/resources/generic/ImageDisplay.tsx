/**
 * An `image` field shown: in a list, the person's avatar (photo or initials, UserAvatar) beside the
 * row's label, as in the header; on a show page, the image itself. The value is a stored key
 * (domain/image.ts), fetched from /api/images with the session cookie.
 */
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { imageSrc } from '../../../domain/image';
import { resourceByRoute } from '../../../domain/resources';
import { UserAvatar } from '../../layout/UserAvatar';

export interface ImageDisplayProps {
  source: string;
  label?: string;
  sortable?: boolean;
  inList: boolean;
}

export function ImageDisplay({ source, inList }: ImageDisplayProps) {
  const record = useRecordContext();
  const route = useResourceContext() ?? '';
  const translate = useTranslate();
  if (!record) return null;
  const value: unknown = record[source];
  const def = resourceByRoute(route);
  const name = def?.labelField ? String(record[def.labelField] ?? '') : '';
  if (inList && name) return <UserAvatar name={name} photo={value} size={32} />;
  const src = imageSrc(value);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('app.selfService.image.preview', { field: name || source })}
      loading="lazy"
      sx={{ maxInlineSize: inList ? 40 : 160, maxBlockSize: inList ? 40 : 160, display: 'block' }}
    />
  );
}
