/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { ar } from '../../../domain/messages/ar';

export default { [CLIENT_ROOT]: ar };
