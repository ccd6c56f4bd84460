/** The declarations Wisuda ships with, as written (domain/resources/index.ts applies the config). */
export { acara } from './acara';
export { appSettings } from './appSettings';
export { bentukPt } from './bentukPt';
export { fakultas } from './fakultas';
export { fileGroup } from './fileGroup';
export { mahasiswa } from './mahasiswa';
export { mailOutbox } from './mailOutbox';
export { perguruanTinggi } from './perguruanTinggi';
export { permission } from './permission';
export { plan } from './plan';
export { programStudi } from './programStudi';
export { role } from './role';
export { user } from './user';
