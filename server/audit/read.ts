/** Reading audit log entries for a caller: the writer and the snapshots' links cut to their scope. */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { RESOURCES } from '../../domain/resources';
import type { AuditEntry } from '../../domain/audit';
import { scopeSql } from '../crud/tenancy';
import { auditScopeSql, auditSubjects } from './scope';

type Raw = Omit<AuditEntry, 'created_at' | 'id'> & { id: number | string; created_at: Date | string };

export type AuditReader = {
  scopeFor: (ptIds: readonly number[] | undefined) => RawBuilder<boolean> | undefined;
  select: (
    where: RawBuilder<unknown>,
    tail: RawBuilder<unknown>,
    ptIds?: readonly number[],
  ) => Promise<AuditEntry[]>;
};

export function auditReader(api: FastifyInstance): AuditReader {
  let subjects: ReturnType<typeof auditSubjects> | undefined;
  const scopeFor = (ptIds: readonly number[] | undefined) =>
    ptIds ? auditScopeSql((subjects ??= auditSubjects(api.records)), ptIds) : undefined;
  return { scopeFor, select: (where, tail, ptIds) => select(api, where, tail, ptIds) };
}

/** The writer, named only when the caller may see their account; snapshots' links cut to the scope. */
async function select(
  api: FastifyInstance,
  where: RawBuilder<unknown>,
  tail: RawBuilder<unknown>,
  ptIds?: readonly number[],
) {
  const users = api.records.model('user');
  const writer = ptIds ? sql`AND ${scopeSql(users.chains, 'u', ptIds)}` : sql``;
  const { rows } = await sql<Raw>`
    SELECT a.id, u.id AS user_id, u.name AS user_name, a.action, a.resource, a.record_id,
      a.before, a.after, a.ip, a.created_at
    FROM audit_log a LEFT JOIN users u ON u.id = a.user_id ${writer}
    ${where} ${tail}`.execute(api.db);
  const entries: AuditEntry[] = rows.map((r) => ({
    ...r,
    id: Number(r.id),
    user_id: r.user_id === null ? null : Number(r.user_id),
    created_at: new Date(r.created_at).toISOString(),
  }));
  if (ptIds) await cutLinks(api, entries, ptIds);
  return entries;
}

/** In a scoped caller's entries, a record's links to other universities' records are left out. */
async function cutLinks(
  api: FastifyInstance,
  entries: AuditEntry[],
  ptIds: readonly number[],
): Promise<void> {
  for (const entry of entries) {
    const model = RESOURCES.some((r) => r.name === entry.resource)
      ? api.records.model(entry.resource)
      : undefined;
    for (const ref of model?.scopedReferences.filter((r) => r.link) ?? []) {
      for (const snapshot of [entry.before, entry.after]) {
        const list = (snapshot as Record<string, unknown> | null)?.[ref.field];
        if (!Array.isArray(list) || !list.length) continue;
        const ids = list.map(Number).filter(Number.isSafeInteger);
        const { rows } = ids.length
          ? await sql<{ id: number }>`SELECT x.id FROM ${sql.table(ref.table)} x
              WHERE x.id IN (${sql.join(ids)}) AND ${scopeSql(ref.chains, 'x', ptIds)}`.execute(api.db)
          : { rows: [] };
        const visible = new Set(rows.map((r) => Number(r.id)));
        (snapshot as Record<string, unknown>)[ref.field] = ids.filter((id) => visible.has(id));
      }
    }
  }
}
