/**
 * The ceremony's words in Wisuda's other languages, every part's (its declarations are written in
 * English): loaded with the language chosen (`translations: () => import('./translations')`), not
 * with the declarations every first screen loads. A part adds its words here.
 */
import { WORDS } from './words';
import { withTicketWords } from './tickets/words';
import { withStageWords } from './stage/words';
import { withStagePhotoWords } from './stage-photos/words';

export default withStageWords(withStagePhotoWords(withTicketWords(WORDS)));
