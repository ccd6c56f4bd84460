/**
 * Names the record of an edit or show page in the page header: its label as everywhere else (the
 * declared label field, qualified where ambiguous: ./labels.ts). Mounted beside every resource's
 * edit and show screen (../index.tsx), generated or replaced, configured resources included. It
 * reads the screen's own query (same react-query key) and costs no request.
 */
import { useParams } from 'react-router-dom';
import { useGetOne, useResourceContext } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { usePublishRecordHeading } from '../../layout/recordHeading';
import { referenceLabel } from './labels';

export function RecordHeading({ def }: { def: ResourceDef }) {
  const resource = useResourceContext() ?? '';
  const { id } = useParams<'id'>();
  // Never fetches (enabled: false): it reads what the screen's own query loads.
  const { data } = useGetOne(resource, { id: id ?? '' }, { enabled: false });
  usePublishRecordHeading(data ? referenceLabel(def, data).trim() || undefined : undefined);
  return null;
}
