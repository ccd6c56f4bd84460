/**
 * Names the record of an edit or show page in the page header: its label as everywhere else (the
 * declared label field, qualified where ambiguous: ./labels.ts), or, when that is empty, the
 * resource's name and the record's number ("Program Studi #12"), never a bare id. Mounted beside
 * every resource's edit and show screen (../index.tsx), generated or replaced, configured resources
 * included. It reads the screen's own query (same react-query key) and costs no request.
 */
import { useParams } from 'react-router-dom';
import { useGetOne, useGetResourceLabel, useResourceContext } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { usePublishRecordHeading } from '../../layout/recordHeading';
import { useLabels } from './labels';

export function RecordHeading({ def }: { def: ResourceDef }) {
  const resource = useResourceContext() ?? '';
  const { id } = useParams<'id'>();
  const resourceLabel = useGetResourceLabel();
  const labels = useLabels();
  // Never fetches (enabled: false): it reads what the screen's own query loads.
  const { data } = useGetOne(resource, { id: id ?? '' }, { enabled: false });
  const label = data ? labels.reference(def, data).trim() : '';
  const fallback = data ? `${resourceLabel(resource, 1)} #${String(data.id)}` : undefined;
  usePublishRecordHeading(label || fallback);
  return null;
}
