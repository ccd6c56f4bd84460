/**
 * The ceremony's permission set: what the ceremony staff role holds. `kehadiran.view` reads the
 * answers and the line-up; `kehadiran.update` approves stage names, grants guests, generates and
 * adjusts the line-up, calibrates the stage cameras and settles the stage photos. A student needs none of them: they confirm their own record only.
 */
export const CEREMONY_PERMISSIONS = [
  'kehadiran.view',
  'kehadiran.update',
  'acara.view',
  'acara.update',
  'mahasiswa.view',
] as const;

/** What a student's own confirmation asks (every signed-in student holds it). */
export const CONFIRM_PERMISSION = 'profile.update';
