import { mergeMessages } from '../merge';

/** Every message of this language: our react-admin set (ra.ts) plus every area file of this folder. */
const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true });

export default mergeMessages({}, areas);
