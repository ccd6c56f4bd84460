/**
 * Acara: it does not move to another perguruan tinggi while mahasiswa are registered for it. (The
 * order of its dates and times is the declaration's `order`, checked in domain/validation.ts.)
 */
import type { ResourceDef } from '../../../domain/resource';
import { ACARA_CHILDREN, refuseMoveWithChildren } from './hierarchy';
import type { CoreHooks } from './kit';

/** The hooks of acara, whose messages name it as `def` (its configured declaration) does. */
export const acaraHooks = (def: ResourceDef): CoreHooks<'acara'> => ({
  async beforeUpdate(ctx) {
    await refuseMoveWithChildren(def, ctx, ['pt_id'], ACARA_CHILDREN);
  },
});
