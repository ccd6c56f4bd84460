/**
 * Which audit log entries a caller limited to universities sees (docs/tenancy.md): an entry about a
 * record of a tenant-scoped resource whose record is, now, in their scope along the same chains as
 * every other read (server/crud/tenancy.ts `scopeSql`); entries about global resources, the company's
 * accounts, sessions and records gone are not theirs.
 */
import { sql, type RawBuilder } from 'kysely';
import { RESOURCES } from '../../domain/resources';
import type { Model, ScopeStep } from '../crud/model';
import type { Services } from '../crud/service';
import { scopeSql } from '../crud/tenancy';

/** The audit log's `resource` names that place a record, with its table and chains. */
interface Subject {
  names: string[];
  table: string;
  chains: ScopeStep[][];
}

/**
 * Every tenant-scoped declared resource, under its name and its table's (some flows log `file_group`),
 * and the gallery's photos (`file`, no declaration: through their group's chain).
 */
export function auditSubjects(records: Services): Subject[] {
  const models: Model[] = RESOURCES.map((r) => records.model(r.name));
  const subjects: Subject[] = models
    .filter((m) => m.tenant)
    .map((m) => ({ names: [...new Set([m.def.name, m.table])], table: m.table, chains: m.chains }));
  const group = models.find((m) => m.def.name === 'fileGroup');
  if (group?.tenant) {
    const step: ScopeStep = { kind: 'reference', field: 'file_group_id', table: group.table };
    subjects.push({ names: ['file'], table: 'file', chains: group.chains.map((c) => [step, ...c]) });
  }
  return subjects;
}

/** SQL true for the entries of alias `a` about a record in `ptIds`. */
export function auditScopeSql(subjects: readonly Subject[], ptIds: readonly number[]): RawBuilder<boolean> {
  if (!subjects.length) return sql<boolean>`FALSE`;
  const parts = subjects.map(
    (s) => sql`(a.resource IN (${sql.join(s.names)}) AND a.record_id IN (
      SELECT t.id::text FROM ${sql.table(s.table)} t WHERE ${scopeSql(s.chains, 't', ptIds)}))`,
  );
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}
