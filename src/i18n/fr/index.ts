import raMessages from 'ra-language-french';
import { mergeMessages } from '../merge';

/** Every message of this language: react-admin's set plus every area file of this folder. */
const areas = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], { eager: true });

export default mergeMessages(raMessages, areas);
