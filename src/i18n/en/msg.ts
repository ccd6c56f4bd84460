/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { en } from '../../../domain/messages/en';

export default { [CLIENT_ROOT]: en };
