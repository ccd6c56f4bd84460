/** The plan meters of GET /api/plans/usage (server/plans/routes.ts), through react-query. */
import { useQuery } from '@tanstack/react-query';
import type { QuotaMeter } from '../../../domain/plans';
import { api } from '../../providers/httpClient';

export interface PtUsage {
  pt_id: number;
  nama: string;
  plan: { id: number; nama: string; fitur: string[] } | null;
  langganan_mulai: string | null;
  langganan_selesai: string | null;
  writable_until: string | null;
  read_only: boolean;
  meters: QuotaMeter[];
}

export interface PlanUsageAnswer {
  /** The caller is a university's staff member: `pts` are their own PTs. */
  scoped: boolean;
  pts: PtUsage[];
}

export const planUsageUrl = (ptId?: number | string) =>
  ptId === undefined ? '/api/plans/usage' : `/api/plans/usage?pt_id=${encodeURIComponent(String(ptId))}`;

/** The meters of one PT (`ptId`) or of every PT the caller may see. */
export const usePlanUsage = (ptId?: number | string, enabled = true) =>
  useQuery({
    queryKey: ['plans', 'usage', ptId ?? 'all'],
    queryFn: () => api<PlanUsageAnswer>(planUsageUrl(ptId)),
    enabled,
  });
