/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { es } from '../../../domain/messages/es';

export default { [CLIENT_ROOT]: es };
