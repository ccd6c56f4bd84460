/** What the stage screens read and send (the routes of ../server/stage.ts). */
import { pluginApi } from 'wisuda/pages';
import type { CallOfGraduate, StageGraduate } from './types';

export type { CallOfGraduate, StageGraduate, StageState } from './types';

export interface CallAnswer {
  call: { id: number; called_at: string; source: 'scan' | 'search' };
  graduate: StageGraduate;
  calls: CallOfGraduate[];
}

const json = (body: object) => ({ method: 'POST', body: JSON.stringify(body) });

export const callGraduate = (acara: number, body: { token: string } | { kehadiran_id: number }) =>
  pluginApi<CallAnswer>('ceremony', `acara/${acara}/stage/calls`, json(body));

export const searchGraduates = (acara: number, q: string) =>
  pluginApi<StageGraduate[]>('ceremony', `acara/${acara}/stage/search?q=${encodeURIComponent(q)}`);

export const chooseCall = (callId: number) =>
  pluginApi<CallOfGraduate[]>('ceremony', `stage/calls/${callId}/choose`, json({}));

export const recordingOf = (acara: number, kehadiranId: number) =>
  pluginApi<{ rekaman: string | null }>('ceremony', `acara/${acara}/stage/rekaman/${kehadiranId}`);
