/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { id } from '../../../domain/messages/id';

export default { [CLIENT_ROOT]: id };
