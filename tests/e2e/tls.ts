/**
 * The test certificate (tests/fixtures/tls): the server's environment for HTTPS with HTTP/2, and the
 * Chromium flag that accepts the certificate by its public key's hash.
 */
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/tls');
const certFile = path.join(folder, 'cert.pem');
const keyFile = path.join(folder, 'key.pem');

export const TEST_TLS_ENV = { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile };
export const TEST_CERT = fs.readFileSync(certFile);

const spki = createPublicKey(TEST_CERT).export({ type: 'spki', format: 'der' });
export const TRUST_TEST_CERT = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
