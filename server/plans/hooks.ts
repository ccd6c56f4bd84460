/**
 * The plan rules on the generic write path (composed around every resource's built-in hooks by
 * server/crud/hooks/index.ts): a PT past its grace period is read-only for its staff, a new record
 * counts against its PT's quota, a feature switch stays within the plan.
 */
import { quotasOf } from '../../domain/plans';
import type { ResourceHooks } from '../crud/service';
import { assertFeatureSwitches } from './features';
import { ptOf } from './pt-of';
import { checkGrowth } from './quota';
import { assertPtWritable, isPtStaff, type PlanCaller } from './writable';

export function withPlanRules(own: ResourceHooks): ResourceHooks {
  return {
    ...own,
    async beforeWrite(ctx) {
      const { trx, model, mode, values, before } = ctx;
      const def = model.def;
      const caller: PlanCaller = ctx.actor.caller;
      const merged = { ...before, ...values, ...(ctx.id === undefined ? {} : { id: ctx.id }) };
      if (isPtStaff(caller)) {
        const was = before ? await ptOf(trx, model, before) : null;
        const now = await ptOf(trx, model, merged);
        await assertPtWritable(trx, caller, was);
        if (now !== was) await assertPtWritable(trx, caller, now);
      }
      if (mode === 'create' && quotasOf(def.name).length) {
        const pt = await ptOf(trx, model, merged);
        if (pt !== null) await checkGrowth(trx, pt, def.name, { count: 1 }, ctx.app.mailer);
      }
      if (def.table === 'perguruan_tinggi') await assertFeatureSwitches(trx, merged, values);
      await own.beforeWrite?.(ctx);
    },
    async beforeDelete(ctx) {
      const caller: PlanCaller = ctx.actor.caller;
      if (isPtStaff(caller))
        await assertPtWritable(ctx.trx, caller, await ptOf(ctx.trx, ctx.model, ctx.before));
      await own.beforeDelete?.(ctx);
    },
  };
}
