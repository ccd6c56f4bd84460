/** The shared message catalog (domain/messages), also spoken by the server: `msg.<key>`. */
import { CLIENT_ROOT } from '../../../domain/messages';
import { zhCN } from '../../../domain/messages/zhCN';

export default { [CLIENT_ROOT]: zhCN };
