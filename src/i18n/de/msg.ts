/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { de } from '../../../domain/messages/de';

export default { [CLIENT_ROOT]: de };
