/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { ptBR } from '../../../domain/messages/ptBR';

export default { [CLIENT_ROOT]: ptBR };
