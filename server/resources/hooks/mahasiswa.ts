/**
 * Mahasiswa: fakultas, program studi and acara must belong to the chosen perguruan tinggi; predikat is
 * suggested from IPK and jenjang when empty; `create_account` makes the sign-in account in the same
 * transaction (on create, or on update of a student who has none), and so does an import with `create_accounts=true` (through the same createStudentAccount).
 */
import { sql } from 'kysely';
import { ROLE_MAHASISWA } from '../../../domain/roles';
import { msg } from '../../../domain/messages';
import { suggestPredikat, type FieldErrors } from '../../../domain/validation';
import { hashPassword, passwordProblems } from '../../auth/password';
import { conflict, forbidden, HttpError, unprocessable } from '../../errors';
import { repeatsLine } from '../../crud/import-rows';
import type { Exec, Row } from '../../crud/queries';
import type { ImportAccounts } from '../../crud/service';
import type { BeforeCreateContext, BeforeUpdateContext } from '../../extend/types';
import { assertRoleNamesGrantable } from './delegation';
import { fakultasPt } from './hierarchy';
import { serverDb, signedIn, type CoreHooks } from './kit';

type Errors = FieldErrors;

async function one<T>(trx: Exec, query: ReturnType<typeof sql<T>>): Promise<T | undefined> {
  return (await query.execute(trx)).rows[0];
}

/** Checks the university hierarchy of `merged`; may fill fakultas_id (in `merged` and `fills`) from the program studi. */
export async function checkHierarchy(
  trx: Exec,
  merged: Row,
  fills: Row,
  errors: Errors,
): Promise<string | null> {
  let jenjang: string | null = null;
  const ptId = merged.pt_id === null || merged.pt_id === undefined ? null : Number(merged.pt_id);
  if (merged.prodi_id !== null && merged.prodi_id !== undefined) {
    const prodi = await one(
      trx,
      sql<{
        pt_id: number;
        fakultas_id: number;
        jenjang: string;
      }>`SELECT pt_id, fakultas_id, jenjang FROM program_studi WHERE id = ${merged.prodi_id} FOR KEY SHARE`,
    );
    if (!prodi) errors.prodi_id = [msg.validation.reference()];
    else {
      jenjang = prodi.jenjang;
      if (merged.fakultas_id === null || merged.fakultas_id === undefined) {
        merged.fakultas_id = fills.fakultas_id = Number(prodi.fakultas_id);
      } else if (Number(prodi.fakultas_id) !== Number(merged.fakultas_id)) {
        errors.prodi_id = [msg.crud.prodiNotInFakultas()];
      }
      if (ptId !== null && Number(prodi.pt_id) !== ptId) {
        (errors.prodi_id ??= []).push(msg.crud.prodiNotInPt());
      }
    }
  }
  if (merged.fakultas_id !== null && merged.fakultas_id !== undefined) {
    const fakPt = await fakultasPt(trx, merged.fakultas_id);
    if (fakPt === undefined) errors.fakultas_id = [msg.validation.reference()];
    else if (ptId !== null && fakPt !== ptId) {
      errors.fakultas_id = [msg.crud.fakultasNotInPt()];
    }
  }
  if (merged.acara_id !== null && merged.acara_id !== undefined) {
    const acara = await one(
      trx,
      sql<{ pt_id: number }>`SELECT pt_id FROM acara WHERE id = ${merged.acara_id} FOR KEY SHARE`,
    );
    if (!acara) errors.acara_id = [msg.validation.reference()];
    else if (ptId !== null && Number(acara.pt_id) !== ptId) {
      errors.acara_id = [msg.crud.acaraNotInPt()];
    }
  }
  return jenjang;
}

const EMAIL_NEEDED = msg.crud.emailForAccount();
const EMAIL_TAKEN = msg.crud.accountEmailTaken();

/**
 * Creates a verified Mahasiswa account; returns its id. Without a password (`null`) the account
 * cannot sign in until its owner chooses one through a mailed link (import invitations).
 */
export async function createStudentAccount(
  trx: Exec,
  input: { name: string; email: string; nim: string | null; password: string | null },
): Promise<number> {
  const email = input.email.toLowerCase();
  const taken = await one(trx, sql<{ id: number }>`SELECT id FROM users WHERE lower(email) = ${email}`);
  if (taken) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const user = await one(
    trx,
    sql<{ id: number }>`INSERT INTO users (name, email, nim, password_hash, email_verified_at)
      VALUES (${input.name}, ${email}, ${input.nim}, ${passwordHash}, now()) RETURNING id`,
  );
  const userId = Number(user!.id);
  await sql`INSERT INTO role_user (user_id, role_id, position) SELECT ${userId}, id, 0 FROM roles WHERE name = ${ROLE_MAHASISWA}`.execute(
    trx,
  );
  return userId;
}

/** E-mail addresses (lower case) of `emails` that already belong to a user. */
async function emailsInUse(db: Exec, emails: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000);
    const { rows } = await sql<{
      email: string;
    }>`SELECT lower(email) AS email FROM users WHERE lower(email) IN (${sql.join(chunk)})`.execute(db);
    for (const r of rows) used.add(r.email);
  }
  return used;
}

/** Accounts for imported students: every row needs its own e-mail, not yet used by any account. */
export const mahasiswaImportAccounts: ImportAccounts = {
  async authorize(db, caller) {
    await assertRoleNamesGrantable(db, caller, [ROLE_MAHASISWA], 'create_accounts').catch((err: unknown) => {
      // No form field here: the import answers 403 with the message.
      throw err instanceof HttpError && err.errors ? forbidden(err.msg) : err;
    });
  },
  async check(db, rows) {
    const lineOf = new Map<string, number>();
    for (const r of rows) {
      const email = r.values.email;
      if (typeof email !== 'string' || !email) {
        (r.errors.email ??= []).push(EMAIL_NEEDED);
        continue;
      }
      const first = lineOf.get(email.toLowerCase());
      if (first === undefined) lineOf.set(email.toLowerCase(), r.row);
      else (r.errors.email ??= []).push(repeatsLine(first));
    }
    const used = await emailsInUse(db, [...lineOf.keys()]);
    for (const r of rows) {
      const email = r.values.email;
      if (typeof email === 'string' && used.has(email.toLowerCase()))
        (r.errors.email ??= []).push(EMAIL_TAKEN);
    }
  },
  async create(trx, values) {
    const account = {
      name: String(values.nama),
      email: String(values.email).toLowerCase(),
      nim: typeof values.nim === 'string' ? values.nim : null,
    };
    const userId = await createStudentAccount(trx, { ...account, password: null });
    values.user_id = userId;
    return { userId, email: account.email, name: account.name };
  },
};

/**
 * Whether the university vouches that the record's photo shows the student (`foto_terverifikasi`):
 * a photo staff set is verified, one the student set is not (whatever the request says), and staff
 * may tick or untick it by itself after looking at the photo. No photo, nothing verified. (The
 * generic routes; the profile route, where a student sets their own photo, clears it itself.)
 */
export function verifyFoto(values: Row, before: Row | undefined, callerId: number | null): void {
  const owner = values.user_id ?? before?.user_id;
  const bySelf = callerId === null || (owner !== null && owner !== undefined && Number(owner) === callerId);
  const foto = 'foto' in values ? values.foto : before?.foto;
  const fotoChanged = 'foto' in values && (values.foto ?? null) !== (before?.foto ?? null);
  const was = before?.foto_terverifikasi === true;
  let verified: boolean;
  if (bySelf) verified = fotoChanged ? false : was;
  else if (fotoChanged) verified = true;
  else verified = 'foto_terverifikasi' in values ? values.foto_terverifikasi === true : was;
  if (foto === null || foto === undefined) verified = false;
  if ('foto_terverifikasi' in values || verified !== was || !before) values.foto_terverifikasi = verified;
}

type WriteView =
  | (BeforeCreateContext<Readonly<Row>> & { before?: undefined })
  | BeforeUpdateContext<Readonly<Row>, Readonly<Row>>;

/** Create and update alike: the photo's verification, the hierarchy, predikat, the account. */
async function beforeWrite({ db, data, before, user, store }: WriteView): Promise<void> {
  const trx = serverDb(db);
  const caller = signedIn(user);
  // What the rules fill goes to `store`, over the data: `work` is the record's new values so far.
  const work: Row = { ...data };
  verifyFoto(work, before, caller.id);
  const fills: Row = 'foto_terverifikasi' in work ? { foto_terverifikasi: work.foto_terverifikasi } : {};
  // Delegation: the account gets the Mahasiswa role, so the caller must hold what it holds (only
  // the self-service permissions unless an administrator widened it: always allowed then).
  if (data.create_account === true)
    await assertRoleNamesGrantable(trx, caller, [ROLE_MAHASISWA], 'create_account');
  const merged: Row = { ...(before ?? {}), ...work };
  const errors: Errors = {};
  const jenjang = await checkHierarchy(trx, merged, fills, errors);
  const wantsAccount = data.create_account === true;
  if (wantsAccount && before?.user_id !== null && before?.user_id !== undefined) {
    throw conflict(msg.crud.alreadyHasAccount(), { create_account: [msg.crud.alreadyHasAccount()] });
  }
  if (wantsAccount) {
    if (typeof data.password !== 'string') errors.password = [msg.validation.required()];
    else {
      const problems = passwordProblems(data.password);
      if (problems.length) errors.password = problems;
    }
    if (typeof merged.email !== 'string') errors.email = [EMAIL_NEEDED];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  if (
    (merged.predikat === null || merged.predikat === undefined) &&
    merged.ipk !== null &&
    merged.ipk !== undefined
  ) {
    const suggested = suggestPredikat(merged.ipk as number, jenjang);
    if (suggested) fills.predikat = suggested;
  }
  if (wantsAccount) {
    fills.user_id = await createStudentAccount(trx, {
      name: String(merged.nama),
      email: String(merged.email),
      nim: typeof merged.nim === 'string' ? merged.nim : null,
      password: data.password as string,
    });
  }
  store(fills);
}

export const mahasiswaHooks: CoreHooks<'mahasiswa'> = {
  async beforeCreate(ctx) {
    await beforeWrite(ctx);
  },
  async beforeUpdate(ctx) {
    await beforeWrite(ctx);
  },
};
