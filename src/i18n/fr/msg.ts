/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { fr } from '../../../domain/messages/fr';

export default { [CLIENT_ROOT]: fr };
