/**
 * What the stage adds to the ceremony plugin's declarations: the called times of the walk. Each
 * scan (or search, when a pass is forgotten) at the stairs records one `stage_call`; a graduate
 * called twice keeps both rows, and the one that counts is the latest not `superseded` (a staff
 * correction sets `superseded` on the others and names itself in `corrected_by`). The stage photo
 * matching reads this table; every write goes through the plugin's routes (../server/stage*.ts).
 *
 * `stageCall.create` is the stairs' scanner; `stageCall.view` the reader's screen.
 */
import type { ResourceConfig } from 'wisuda/config';

export const STAGE_RESOURCES = {
  stageCall: {
    label: 'Stage calls',
    menu: { group: 'menu', icon: 'RecordVoiceOver' },
    actions: ['view', 'create'],
    // the chain runs on past this resource's fields (acara_id, then the acara's pt_id); the
    // declaration's type only knows the first link
    tenant: ['acara_id', 'pt_id'] as readonly string[] as readonly ['acara_id'],
    fields: {
      acara_id: {
        type: 'reference',
        reference: 'acara',
        required: true,
        readOnly: true,
        label: 'Event',
      },
      mahasiswa_id: {
        type: 'reference',
        reference: 'mahasiswa',
        required: true,
        readOnly: true,
        label: 'Graduate',
      },
      called_at: { type: 'datetime', required: true, readOnly: true, label: 'Called at' },
      source: {
        type: 'enum',
        // the other languages' names come with their language (./words.ts)
        options: [
          { id: 'scan', name: 'Pass scan' },
          { id: 'search', name: 'Search' },
        ],
        required: true,
        readOnly: true,
        label: 'Found by',
      },
      corrected_by: { type: 'reference', reference: 'user', readOnly: true, label: 'Corrected by' },
      superseded: { type: 'boolean', required: true, default: false, readOnly: true, label: 'Superseded' },
    },
    labelField: 'mahasiswa_id',
    listColumns: ['mahasiswa_id', 'acara_id', 'called_at', 'source', 'superseded'],
    filterFields: ['acara_id', 'mahasiswa_id', 'superseded'],
    sortFields: ['called_at'],
    defaultSort: { field: 'called_at', order: 'DESC' },
  },
} as const satisfies Record<string, ResourceConfig>;

/** What the stage staff hold: scanning at the stairs, reading the reader's screen. */
export const STAGE_PERMISSIONS = ['stageCall.create', 'stageCall.view', 'acara.view'] as const;
