/**
 * Acara: it does not move to another perguruan tinggi while mahasiswa are registered for it. (The
 * order of its dates and times is the declaration's `order`, checked in domain/validation.ts.)
 */
import type { ResourceHooks } from '../service';
import { ACARA_CHILDREN, refuseMoveWithChildren } from './hierarchy';

export const acaraHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    await refuseMoveWithChildren(ctx, ['pt_id'], ACARA_CHILDREN);
  },
};
