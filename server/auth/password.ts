import { hash, verify, type Options } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../../domain/auth';
import type { Msg } from '../../domain/messages';
import { isCommonPassword } from './common-passwords';

export { PASSWORD_MAX, PASSWORD_MIN };

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
// Algorithm is an ambient const enum (not importable under isolatedModules): 2 is Argon2id.
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random string: verified against when the account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-account-' + Math.random());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Problems with a new password, as messages for the `password` field (empty when it is fine): the
 * shared rule of domain/auth.ts with the full common-password list. Every place a password is set
 * uses it: registration, reset, change-password, the user resource and a student's new account.
 */
export function passwordProblems(password: string): Msg[] {
  const problem = passwordProblem(password, isCommonPassword);
  return problem ? [problem] : [];
}
