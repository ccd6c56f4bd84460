/**
 * Acara: the end comes after the start (times of the day, registration window); it does not move to
 * another perguruan tinggi while mahasiswa are registered for it.
 */
import { msg } from '../../../domain/messages';
import type { FieldErrors } from '../../../domain/validation';
import { unprocessable } from '../../errors';
import type { Row } from '../queries';
import type { ResourceHooks } from '../service';
import { ACARA_CHILDREN, refuseMoveWithChildren } from './hierarchy';

const present = (v: unknown): v is string => typeof v === 'string' && v !== '';

export const acaraHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const { values, before } = ctx;
    const merged: Row = { ...(before ?? {}), ...values };
    const errors: FieldErrors = {};
    const start = merged.jam_mulai;
    const end = merged.jam_selesai;
    // Times compare as text: both are HH:MM or HH:MM:SS.
    if (present(start) && present(end) && end.slice(0, 5) <= start.slice(0, 5)) {
      errors.jam_selesai = [msg.crud.endAfterStart()];
    }
    const open = merged.pendaftaran_buka;
    const close = merged.pendaftaran_tutup;
    if (present(open) && present(close) && close < open) {
      errors.pendaftaran_tutup = [msg.crud.closeAfterOpen()];
    }
    if (Object.keys(errors).length) throw unprocessable(errors);
    await refuseMoveWithChildren(ctx, ['pt_id'], ACARA_CHILDREN);
  },
};
