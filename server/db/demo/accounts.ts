/** The demo student's sign-in (README "Demo data"). */
export const DEMO_STUDENT = { email: 'mahasiswa@wisuda.local', password: 'Wisuda-Demo-2026' } as const;
export const DEMO_STUDENT_COUNT = 240;
/** The demo universities' operators (README "Demo data"): each bound to one university, the student's password. */
export const DEMO_OPERATORS = [
  { email: 'operator.ugm@wisuda.local', name: 'Operator UGM', kode_pt: '001001', singkatan: 'UGM' },
  { email: 'operator.ui@wisuda.local', name: 'Operator UI', kode_pt: '001002', singkatan: 'UI' },
] as const;
/** The demo role that does a university's whole job, within its own university (server/crud/tenancy.ts). */
export const ROLE_OPERATOR_PT = 'Operator PT';
