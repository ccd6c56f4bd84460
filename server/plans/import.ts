/**
 * The plan rules of a bulk import, before any row is written: every PT the rows touch must be
 * writable for the caller, and the new records of each PT must fit its quota (all or nothing).
 */
import { quotasOf } from '../../domain/plans';
import type { Model } from '../crud/model';
import type { Exec, Row } from '../crud/queries';
import type { Mailer } from '../mail';
import { ptOf } from './pt-of';
import { checkImportGrowth } from './quota';
import { assertPtWritable, isPtStaff, type PlanCaller } from './writable';

export async function checkImportPlan(
  trx: Exec,
  model: Model,
  rows: readonly { values: Row; creates: boolean }[],
  caller: PlanCaller,
  mailer?: Mailer,
): Promise<void> {
  const staff = isPtStaff(caller);
  if (!staff && !quotasOf(model.def.name).length) return;
  const created = new Map<number, number>();
  const touched = new Set<number>();
  for (const r of rows) {
    const pt = await ptOf(trx, model, r.values);
    if (pt === null) continue;
    touched.add(pt);
    if (r.creates) created.set(pt, (created.get(pt) ?? 0) + 1);
  }
  if (staff) for (const pt of touched) await assertPtWritable(trx, caller, pt);
  await checkImportGrowth(trx, model.def.name, created, mailer);
}
