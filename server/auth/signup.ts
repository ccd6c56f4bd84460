import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_MAHASISWA } from '../../domain/roles';
import { nameProblem } from '../../domain/auth';
import type { Locale } from '../../domain/messages/catalogs';
import { idOf } from '../../domain/field-types';
import { msg } from '../../domain/messages';
import { PATTERNS } from '../../domain/options';
import { REGISTRATION_MODES, type RegistrationMode } from '../../domain/registration';
import type { Db } from '../db';
import { createRecord, type RecordActor } from '../crud/service';
import { checkRegistrationRoom } from '../plans/registration';
import { HttpError } from '../errors';
import { t } from '../i18n';
import { alreadyRegisteredMail, verificationMail } from '../mail/templates';
import { nimTakenMail } from '../mail/registration';
import { mailLanguage, requestLanguage } from '../mail/language';
import { registerApprovalRoutes } from './approval';
import type { AuthLimits } from './limits';
import { claimableRecord, claimRecord } from './claim';
import { checkToken, consumeToken, issueToken } from './one-time-tokens';
import { hashPassword } from './password';
import { answerNoSoonerThan, mailSoon } from './mail-soon';
import { hit, type Rule } from './throttle';
import { findByEmail, sendMail } from './users';
import { FieldErrors, obj, str } from './validate';

const TAGS = ['auth'];

/** The application settings' registration mode (an unknown value counts as open, the default). */
export async function registrationMode(db: Db): Promise<RegistrationMode> {
  const row = await db
    .selectFrom('app_settings')
    .select(sql<string>`registrasi`.as('mode'))
    .executeTakeFirst();
  return REGISTRATION_MODES.find((m) => m.id === row?.mode)?.id ?? 'open';
}
const NIM = new RegExp(PATTERNS.nim);

interface RegisterBody {
  name?: string;
  email?: string;
  nim?: string;
  pt_id?: number;
  password?: string;
  password_confirmation?: string;
}

/** The registration form's values, each checked by its rule: 422 with every field's error. */
async function readRegistration(
  db: Db,
  body: RegisterBody,
): Promise<{ name: string; email: string; nim: string; ptId: number; password: string }> {
  const errors = new FieldErrors();
  const name = errors.required('name', body.name);
  const nameWrong = name ? nameProblem(name) : undefined;
  if (nameWrong) errors.add('name', nameWrong);
  const email = errors.email('email', body.email);
  const nim = errors.required('nim', body.nim);
  if (nim && !NIM.test(nim)) errors.add('nim', msg.validation.patterns.nim());
  // An id by the one rule of ids (1e21 or -1 is no university, and never reaches a query).
  const ptId = idOf(body.pt_id);
  if (body.pt_id === undefined || body.pt_id === null) errors.add('pt_id', msg.auth.chooseUniversity());
  else if (ptId === undefined) errors.add('pt_id', msg.auth.unknownUniversity());
  const password = errors.newPassword(body.password, body.password_confirmation);
  if (ptId !== undefined && !errors.has('pt_id')) {
    // The universities are public (registration-options): saying one is unknown tells nothing.
    const pt = await db
      .selectFrom('perguruan_tinggi')
      .select('id')
      .where('id', '=', ptId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!pt) errors.add('pt_id', msg.auth.unknownUniversity());
  }
  errors.done();
  return { name: name.trim(), email, nim, ptId: ptId!, password };
}

/**
 * A new student (no record of that NIM at that university): the account and its own record, through
 * the CRUD service (the hooks of wisuda.server.ts run, the audit log gets both, by no one), and the
 * verification mail, all in the caller's transaction. In approval mode the account stays inactive
 * until an administrator approves it.
 */
async function createRegistration(
  api: FastifyInstance,
  request: FastifyRequest,
  trx: Db,
  r: {
    name: string;
    email: string;
    nim: string;
    ptId: number;
    passwordHash: string;
    language?: Locale;
    approval: boolean;
  },
): Promise<void> {
  const records = api.records;
  const actor: RecordActor = { caller: null, ip: request.ip };
  // The university's quota, under the lock every growth of its students takes (server/plans).
  await checkRegistrationRoom(trx, r.ptId, r.nim, true, api.mailer);
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE_MAHASISWA)
    .executeTakeFirst();
  const user = await createRecord(
    records,
    records.model('user'),
    {
      data: {
        name: r.name,
        email: r.email,
        nim: r.nim,
        roles: role ? [Number(role.id)] : [],
        // the app's language at registration: the account's mails are written in it
        ...(r.language ? { bahasa: r.language } : {}),
        ...(r.approval ? { is_active: false } : {}),
      },
      columns: { password_hash: r.passwordHash, ...(r.approval ? { persetujuan: 'pending' } : {}) },
      source: 'registration',
    },
    actor,
    trx,
  );
  const userId = Number(user.id);
  await createRecord(
    records,
    records.model('mahasiswa'),
    {
      data: { pt_id: r.ptId, nim: r.nim, nama: r.name, email: r.email },
      columns: { user_id: userId },
      source: 'registration',
    },
    actor,
    trx,
  );
  const token = await issueToken(trx, 'email_verifications', userId);
  // Queued in this transaction: the account and its verification mail commit together.
  await sendMail(api, request, verificationMail(api.config, r.email, userId, token, r.language), trx);
}

type SignupCtx = {
  db: FastifyInstance['db'];
  mail: ReturnType<typeof mailSoon>;
  limits: AuthLimits;
  mailRules: (prefix: string, ip: string, email?: string) => Rule[];
};

/** Student self-registration, e-mail verification and the public list of universities. */
export async function registerSignupRoutes(api: FastifyInstance, limits: AuthLimits): Promise<void> {
  const db = api.db;
  const mail = mailSoon(api);
  registerApprovalRoutes(api);
  const mailRules = (prefix: string, ip: string, email?: string): Rule[] => [
    { key: `${prefix}:ip:${ip}`, limit: limits.mailPerIp, windowSeconds: limits.mailWindowSeconds },
    ...(email
      ? [
          {
            key: `${prefix}:email:${email}`,
            limit: limits.mailPerEmail,
            windowSeconds: limits.mailWindowSeconds,
          },
        ]
      : []),
  ];
  const ctx: SignupCtx = { db, mail, limits, mailRules };
  registerOptions(api, ctx);
  registerRegister(api, ctx);
  registerVerifyEmail(api, ctx);
  registerResend(api, ctx);
}

function registerOptions(api: FastifyInstance, { db }: SignupCtx): void {
  api.get(
    '/auth/registration-options',
    { schema: { tags: TAGS, summary: 'Universities a student may register at (public)', security: [] } },
    async () => {
      const rows = await db
        .selectFrom('perguruan_tinggi')
        .select(['id', sql<string>`nama`.as('name')])
        .where('is_active', '=', true)
        .orderBy(sql`nama`)
        .execute();
      const mode = await registrationMode(db);
      return {
        data: rows.map((r) => ({ id: Number(r.id), name: r.name })),
        registration: mode,
        registration_open: mode !== 'closed',
      };
    },
  );
}

function registerRegister(api: FastifyInstance, { db, mail, limits, mailRules }: SignupCtx): void {
  api.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      schema: {
        tags: TAGS,
        summary: 'Register as a student (sends a verification e-mail)',
        description:
          'The answer (status, body and timing) is the same whatever the outcome: account created, e-mail already registered or NIM already taken at that university; the mail to the given address tells which. In approval mode (app settings `registrasi`) the account stays inactive until an administrator approves it. Closed registration: 403; throttled: 429; a badly filled form: 422.',
        security: [],
        body: obj({
          name: str(),
          email: str(),
          nim: str('Student number, digits'),
          pt_id: { type: 'integer', description: 'University (perguruan_tinggi.id)' },
          password: str(),
          password_confirmation: str(),
        }),
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const mode = await registrationMode(db);
      if (mode === 'closed') throw new HttpError(403, msg.auth.registrationClosed());
      await hit(db, mailRules('register', request.ip));

      const { name, email, nim, ptId, password } = await readRegistration(db, request.body);
      await hit(db, [
        ...mailRules('register', request.ip, email).slice(1),
        // The mails one NIM can cause, whoever asks (claims of an imported record included).
        {
          key: `register:nim:${ptId}:${nim}`,
          limit: limits.mailPerEmail,
          windowSeconds: limits.mailWindowSeconds,
        },
      ]);

      // A full university is said before anything else, so the answer does not tell whether the address is known.
      await checkRegistrationRoom(db, ptId, nim, false);

      // From here on every outcome answers alike, no sooner than registerMinMs: only the mail differs.
      const passwordHash = await hashPassword(password);
      const answer = async (mailing?: Promise<void>) => {
        await answerNoSoonerThan(started, limits.registerMinMs, mailing);
        const text = mode === 'approval' ? msg.auth.registeredApproval() : msg.auth.registered();
        return reply.status(201).send({ data: { message: t(request, text) } });
      };
      const language = requestLanguage(request);
      const existing = await findByEmail(db, email);
      if (existing)
        return answer(
          mail(
            request,
            alreadyRegisteredMail(
              api.config,
              existing.email,
              existing.name,
              mailLanguage(existing.bahasa, request),
            ),
          ),
        );
      const taken = await db
        .selectFrom('mahasiswa')
        .select('id')
        .where('pt_id', '=', ptId)
        .where('nim', '=', nim)
        .where('user_id', 'is not', null)
        .executeTakeFirst();
      if (taken) return answer(mail(request, nimTakenMail(api.config, email, nim, language)));
      let queued = false;
      try {
        queued = await db.transaction().execute(async (trx) => {
          const claimable = await claimableRecord(trx, ptId, nim);
          if (claimable) {
            await claimRecord(api, request, trx, claimable, { nim, email, language });
            return true;
          }
          await createRegistration(api, request, trx, {
            name,
            email,
            nim,
            ptId,
            passwordHash,
            language,
            approval: mode === 'approval',
          });
          return true;
        });
      } catch (err) {
        // Someone registered the same address or NIM a moment ago.
        if ((err as { code?: string }).code !== '23505') throw err;
      }
      if (queued) api.jobs.wakeMail();
      return answer();
    },
  );
}

function registerVerifyEmail(api: FastifyInstance, { db }: SignupCtx): void {
  api.get<{ Params: { id: string; token: string } }>(
    '/auth/verify-email/:id/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Verify an e-mail address with the link from the mail (single use, 24 h)',
        description: 'Unknown link: 400; used or expired: 410.',
        security: [],
        params: obj({ id: str(), token: str() }),
      },
    },
    async (request) => {
      const { id, token } = request.params;
      // The link's id by the rule of ids (domain/field-types.ts); anything else is no user's link.
      const userId = idOf(id) ?? -1;
      await checkToken(db, 'email_verifications', token, userId);
      const email = await db.transaction().execute(async (trx) => {
        await consumeToken(trx, 'email_verifications', token);
        const row = await trx
          .updateTable('users')
          .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
          .where('id', '=', userId)
          .returning('email')
          .executeTakeFirstOrThrow();
        return row.email;
      });
      return { data: { verified: true, email } };
    },
  );
}

function registerResend(api: FastifyInstance, { db, mail, limits, mailRules }: SignupCtx): void {
  api.post<{ Body: { email?: string } }>(
    '/auth/resend-verification',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a new verification link (same answer whether or not the address is registered)',
        security: [],
        body: obj({ email: str() }),
      },
    },
    async (request) => {
      const started = performance.now();
      await hit(db, mailRules('resend', request.ip));
      const errors = new FieldErrors();
      const email = errors.email('email', request.body.email);
      errors.done();
      await hit(db, mailRules('resend', request.ip, email).slice(1));
      // The same answer in the same time either way (as forgot-password): the mail goes after the answer.
      const user = await findByEmail(db, email);
      let mailing: Promise<void> | undefined;
      // An account awaiting approval is inactive, yet verifies its address meanwhile.
      if (user && (user.is_active || user.persetujuan === 'pending') && !user.email_verified_at) {
        const token = await issueToken(db, 'email_verifications', user.id);
        mailing = mail(
          request,
          verificationMail(api.config, user.email, user.id, token, mailLanguage(user.bahasa, request)),
        );
      }
      await answerNoSoonerThan(started, limits.forgotMinMs, mailing);
      return { data: { message: t(request, msg.auth.verificationResent()) } };
    },
  );
}
