/** What the stage's routes answer (../server/stage.ts) and its screens read. */

export interface StageGraduate {
  kehadiran_id: number;
  mahasiswa_id: number;
  nim: string;
  /** The name to read: the approved stage name, else the record's. */
  nama: string;
  ejaan: string | null;
  fakultas: string | null;
  prodi: string | null;
}

export interface StageCall extends StageGraduate {
  id: number;
  called_at: string;
  source: 'scan' | 'search';
}

export interface StageState {
  /** The graduate called last (null: nobody yet); `recording`: they recorded their name. */
  current: (StageCall & { recording: boolean }) | null;
  /** The next three of the line-up not called yet. */
  next: StageGraduate[];
  /** How many of the line-up have been called, of how many. */
  called: number;
  total: number;
}

/** One of a graduate's calls; the one not `superseded` counts. */
export interface CallOfGraduate {
  id: number;
  called_at: string;
  source: 'scan' | 'search';
  superseded: boolean;
  corrected_by: number | null;
}
