/**
 * Secrets at rest (docs/security.md#secrets-at-rest): the server's sealer, made once at start from
 * SECRETS_KEY or the key file in DATA_DIR, and handed to the plugins in their kit (`kit.secrets`).
 */
import type { Config } from '../config';
import { keyFileKey, parseSecretsKey, SECRETS_KEY_FILE, type KeyFileWarn } from './key';
import { createSecrets, type Secrets } from './seal';

export { createSecrets, SealError, type Secrets, type SealFailure } from './seal';
export { parseSecretsKey, SECRETS_KEY_FILE } from './key';

/** The sealer of `config`'s key: SECRETS_KEY, else the key file in DATA_DIR (made when missing). */
export async function openSecrets(
  config: Pick<Config, 'secretsKey' | 'dataDir' | 'databaseUrl'>,
  warn: KeyFileWarn,
): Promise<Secrets> {
  if (config.secretsKey) return createSecrets(parseSecretsKey(config.secretsKey, 'SECRETS_KEY'));
  if (config.databaseUrl)
    warn(
      `SECRETS_KEY is not set: secrets are sealed with ${config.dataDir}/${SECRETS_KEY_FILE}, which only this machine has; set SECRETS_KEY (the same on every server of this database) and keep it apart from the database's backups`,
    );
  return createSecrets(await keyFileKey(config.dataDir, warn));
}
