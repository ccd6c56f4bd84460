/**
 * The plan rules on the record routes, a hook set of the core's for every resource (put before each
 * resource's own by server/resources/hooks/index.ts): a PT past its grace period is read-only for its
 * staff, a new record counts against its PT's quota, a feature switch stays within the plan.
 */
import { quotasOf } from '../../domain/plans';
import type { Model } from '../crud/model';
import type { Row } from '../crud/queries';
import type { LooseHookSet } from '../extend/runtime';
import type { HookDb, HookUser } from '../extend/types';
import type { Mailer } from '../mail/mailer';
import { serverDb } from '../resources/hooks/kit';
import { assertFeatureSwitches } from './features';
import { ptOf } from './pt-of';
import { checkGrowth } from './quota';
import { assertPtWritable, isPtStaff } from './writable';

interface PlanWrite {
  db: HookDb;
  user: HookUser | null;
  data: Readonly<Row>;
  before?: Readonly<Row>;
  id?: number;
}

/** The plan rules of `model`'s records; `mailer` warns a PT nearing its quota. */
export function planRules(model: Model, mailer: Mailer): LooseHookSet {
  const def = model.def;
  const write = async ({ db, user, data, before, id }: PlanWrite): Promise<void> => {
    const trx = serverDb(db);
    const values: Row = {};
    for (const [k, v] of Object.entries(data)) if (model.writable.has(k)) values[k] = v;
    const merged = { ...before, ...values, ...(id === undefined ? {} : { id }) };
    if (isPtStaff(user)) {
      const was = before ? await ptOf(trx, model, before) : null;
      const now = await ptOf(trx, model, merged);
      await assertPtWritable(trx, user, was);
      if (now !== was) await assertPtWritable(trx, user, now);
    }
    if (before === undefined && quotasOf(def.name).length) {
      const pt = await ptOf(trx, model, merged);
      if (pt !== null) await checkGrowth(trx, pt, def.name, { count: 1 }, mailer);
    }
    if (def.table === 'perguruan_tinggi') await assertFeatureSwitches(trx, merged, values);
  };
  return {
    beforeCreate: write,
    beforeUpdate: write,
    async beforeDelete({ db, user, before }) {
      if (isPtStaff(user))
        await assertPtWritable(serverDb(db), user, await ptOf(serverDb(db), model, before));
    },
  };
}
