/** What the stage photo screens read and send (the plugin's routes under /api/plugins/ceremony). */
import { pluginApi } from 'wisuda/pages';

export interface Person {
  id: number;
  nama: string | null;
  nim: string | null;
}

export interface StageCamera {
  camera: string;
  photos: number;
  untimed: number;
  offset_ms: number | null;
  file_id: number | null;
  mahasiswa_nama: string | null;
  calibrated_at: string | null;
  sample_ids: number[];
}

export interface ReviewItem {
  file_id: number;
  taken_at: string | null;
  camera: string;
  candidates: Person[];
}

export interface StageSummary {
  acara: { id: number; window: number; margin: number };
  groups: { id: number; nama: string; is_published: boolean }[];
  cameras: StageCamera[];
  called: Person[];
  counts: { tagged: number; review: number; none: number; hand: number; waiting: number };
  review: ReviewItem[];
}

const PLUGIN = 'ceremony';
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export const readStage = (acara: number) => pluginApi<StageSummary>(PLUGIN, `stage-photos/acara/${acara}`);
export const calibrateCamera = (acara: number, fileId: number, mahasiswaId: number) =>
  pluginApi<{ camera: string; offset_ms: number }>(
    PLUGIN,
    `stage-photos/acara/${acara}/calibrate`,
    post({ file_id: fileId, mahasiswa_id: mahasiswaId }),
  );
export const matchAgain = (acara: number) =>
  pluginApi<{ queued: boolean }>(PLUGIN, `stage-photos/acara/${acara}/match`, post({}));
export const settlePhoto = (fileId: number, mahasiswaId: number | null) =>
  pluginApi<{ file_id: number }>(PLUGIN, `stage-photos/photo/${fileId}`, post({ mahasiswa_id: mahasiswaId }));
export const readMyStagePhotos = () =>
  pluginApi<{ ids: number[]; group_ids: number[] }>(PLUGIN, 'me/stage-photos');
