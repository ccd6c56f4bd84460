/**
 * Bulk import of an importable resource (mahasiswa) from CSV or XLSX:
 *   POST <apiPath>/import?mode=preview            → per-row report, changes nothing
 *   POST <apiPath>/import?mode=commit             → imports only when every row is valid (else 422 + report)
 *   POST <apiPath>/import?mode=commit&only_valid=true → imports the valid rows, skips the others
 *   ...&create_accounts=true                      → also a sign-in account per row (resources with
 *                                                   importAccounts hooks), invited by mail to choose a password
 *   GET  <apiPath>/import/template.csv            → header line and an example row
 * All rows of a commit (and their accounts) go in one transaction, each with its audit log entry and
 * the beforeCreate / afterCreate hooks of wisuda.server.ts (server/crud/service.ts createRecord).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permissionName, type FieldDef, type ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { requirePermission } from '../auth/guard';
import { INVITATION_DAYS, issueToken } from '../auth/one-time-tokens';
import { csvField } from '../../domain/csv';
import { msg } from '../../domain/messages';
import { resourceWord } from '../../domain/messages/words';
import { sql } from 'kysely';
import { HttpError, badRequest, unprocessable } from '../errors';
import { localeOf, tErrors } from '../i18n';
import { readSingleFile, registerMultipart } from '../files/multipart';
import { invitationMail } from '../mail/templates';
import type { MailMessage } from '../mail';
import { serverFieldType } from './field-types';
import { readTable } from './import-file';
import { exampleReferences } from './import-example';
import { IMPORT_LIMITS } from './import-limits';
import { buildImportRows, importFields, type ImportRow } from './import-rows';
import { importScope } from './import-scope';
import type { Model } from './model';
import { writeError } from './pg-errors';
import { createRecord, updateRecord, type ImportAccounts, type RecordActor, type Services } from './service';
import { checkImportPlan } from '../plans/import';

/** Template columns: plain fields by name, references by the name people know (kode_pt, fakultas, prodi, acara). */
export function templateColumns(def: ResourceDef): string[] {
  return importFields(def).map(([name, f]) => {
    if (f.type !== 'reference') return name;
    if (name === 'pt_id') return 'kode_pt';
    return name.replace(/_id$/, '');
  });
}

const EXAMPLE: Record<string, string> = {
  nim: '2021010001',
  nama: 'Siti Aminah',
  kode_pt: '001001',
  fakultas: 'Fakultas Teknik',
  prodi: 'Teknik Informatika',
  acara: 'Wisuda Periode I 2026',
  jenis_kelamin: 'P',
  tempat_lahir: 'Bandung',
  tanggal_lahir: '2003-05-17',
  email: 'siti.aminah@example.ac.id',
  no_hp: '+62 812 3456 7890',
  angkatan: '2021',
  ipk: '3.65',
  status: 'lulus',
  ukuran_toga: 'M',
};

/** An example value of a field the table above does not know: its type's (./field-types.ts). */
function exampleOf(f: FieldDef): string {
  return serverFieldType(f).example(f);
}

/**
 * The template's example row: realistic values where known, else one valid value per field type;
 * `references` (./import-example.ts) name real records, so the row imports as it is.
 */
export function templateExample(def: ResourceDef, references: Record<string, string> = {}): string[] {
  const columns = templateColumns(def);
  return importFields(def).map(([name, f], i) => references[name] ?? EXAMPLE[columns[i]] ?? exampleOf(f));
}

export async function registerImport(api: FastifyInstance, s: Services, model: Model): Promise<void> {
  const { def } = model;
  const all = RESOURCES.includes(def) ? RESOURCES : [...RESOURCES, def];
  // Shared with the gallery upload; registered once for the whole API.
  await registerMultipart(api);
  registerImportTemplate(api, s, model, all);
  registerImportUpload(api, s, model, all);
}

/** GET <apiPath>/import/template.csv: the header line and an example row naming real records. */
function registerImportTemplate(
  api: FastifyInstance,
  s: Services,
  model: Model,
  all: readonly ResourceDef[],
): void {
  const { def } = model;
  api.get(
    `${def.apiPath}/import/template.csv`,
    {
      schema: {
        tags: [def.name],
        summary: `CSV template for importing ${def.title}`,
        description:
          'The importable columns of the declaration (references by the name people know: kode_pt, fakultas, prodi, acara) and one example row naming real records, so it imports as it is; UTF-8 with a byte order mark.',
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = requirePermission(request, permissionName(def, 'create'));
      const references = await exampleReferences(s.app.db, def, all, importScope(model, caller));
      const lines = [templateColumns(def), templateExample(def, references)].map((cells) =>
        cells.map(csvField).join(','),
      );
      const body = '\uFEFF' + lines.join('\r\n') + '\r\n';
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${def.name}-template.csv"`);
      return reply.send(body);
    },
  );
}

/** POST <apiPath>/import: a preview (dry run) or a commit of a CSV or XLSX file. */
function registerImportUpload(
  api: FastifyInstance,
  s: Services,
  model: Model,
  all: readonly ResourceDef[],
): void {
  const { def } = model;
  api.post(
    `${def.apiPath}/import`,
    {
      schema: {
        tags: [def.name],
        summary: `Import ${def.title} from CSV or XLSX (multipart field "file")`,
        description:
          'mode=preview: per-row report, nothing changes. mode=commit: imports when every row is valid (422 with the report otherwise); with only_valid=true imports the valid rows. Headers: field names or their Indonesian labels; references by id, code or name.',
        querystring: {
          type: 'object',
          properties: {
            mode: { type: 'string', enum: ['preview', 'commit'] },
            only_valid: { type: 'string', enum: ['true', 'false'] },
            update_existing: {
              type: 'string',
              enum: ['true', 'false'],
              description:
                'A row whose unique key is stored (mahasiswa: its NIM at its perguruan tinggi) updates that record instead of being an error; the report says create or update per row.',
            },
            create_accounts: {
              type: 'string',
              enum: ['true', 'false'],
              description: `Also create a sign-in account (role Mahasiswa) per row, without a password: each owner is mailed a link to choose one (valid ${INVITATION_DAYS} days). Rows without an e-mail, or whose e-mail already has an account, get a per-row error.`,
            },
          },
        },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = requirePermission(request, permissionName(def, 'create'));
      const query = request.query as {
        mode?: string;
        only_valid?: string;
        create_accounts?: string;
        update_existing?: string;
      };
      const mode = query.mode ?? 'preview';
      if (mode !== 'preview' && mode !== 'commit') throw badRequest(msg.import.mode());
      const accounts = query.create_accounts === 'true' ? s.importAccounts(model.def.name) : undefined;
      if (query.create_accounts === 'true' && !accounts)
        throw badRequest(msg.import.noAccounts({ resource: resourceWord(def) }));
      await accounts?.authorize(s.app.db, caller);
      const file = await readSingleFile(request, IMPORT_LIMITS.bytes);
      const table = await readTable(file.buffer, file.filename);
      const { rows, unknownHeaders } = await buildImportRows(s.app.db, def, all, table, {
        updateExisting: query.update_existing === 'true',
        scope: importScope(model, caller),
      });
      // Accounts are made for new records only.
      await accounts?.check(
        s.app.db,
        rows.filter((r) => r.existingId === undefined),
      );
      const actor = { caller, ip: request.ip };
      // The preview is a dry run: the commit's writes, row by row, in a transaction rolled back,
      // so it finds what only writing finds (hooks, database constraints) and changes nothing.
      const refused =
        mode === 'preview' ? (await commit(s, model, rows, actor, accounts, true)).refused : undefined;
      const invalid = rows.filter((r) => Object.keys(r.errors).length > 0);
      const report = {
        rows: rows.map((r) => ({
          ...r,
          action: Object.keys(r.errors).length ? 'error' : r.existingId === undefined ? 'create' : 'update',
          errors: tErrors(request, r.errors),
        })),
        valid: rows.length - invalid.length,
        invalid: invalid.length,
        ignored_columns: unknownHeaders,
        // What a commit of the valid rows creates and updates (a preview: would).
        created: rows.filter((r) => !Object.keys(r.errors).length && r.existingId === undefined).length,
        updated: rows.filter((r) => !Object.keys(r.errors).length && r.existingId !== undefined).length,
      };
      // A preview the plan refuses as a whole (docs/tenancy.md) says why, as the commit would answer.
      if (mode === 'preview')
        return { data: { ...report, dry_run: true, refused: refused && refused.body(localeOf(request)) } };
      const onlyValid = query.only_valid === 'true';
      if (invalid.length && !onlyValid) {
        const rejected = unprocessable(
          { file: [msg.import.rowsInvalid({ smart_count: invalid.length })] },
          msg.import.rejected({ invalid: invalid.length, total: rows.length }),
        );
        return reply.status(422).send({ ...rejected.body(localeOf(request)), data: report });
      }
      const toImport = rows.filter((r) => !Object.keys(r.errors).length);
      const { ids, invitations } = await commit(s, model, toImport, actor, accounts);
      s.lists.invalidate(model.table);
      if (accounts) s.lists.invalidate('users');
      if (invitations) s.app.jobs.wakeMail();
      return { data: { ...report, imported: ids.length, ids, accounts: invitations } };
    },
  );
}

/** Thrown to roll a dry run back. */
class DryRun extends Error {}

/**
 * Writes the valid rows (and their accounts) in one transaction. `dryRun`: each row in its own
 * savepoint, a row the write refuses gets that error (and is left out), and everything is rolled
 * back at the end; no mail is queued.
 */
async function commit(
  s: Services,
  model: Model,
  rows: ImportRow[],
  actor: RecordActor,
  accounts?: ImportAccounts,
  dryRun = false,
): Promise<{ ids: number[]; invitations: number; refused?: HttpError }> {
  let refused: HttpError | undefined;
  try {
    return await s.app.db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      const invitations: MailMessage[] = [];
      // The plan's rules for the whole file first (server/plans): nothing is written when they refuse.
      const planned = rows
        .filter((r) => !Object.keys(r.errors).length)
        .map((r) => ({ values: r.values, creates: r.existingId === undefined }));
      try {
        await checkImportPlan(trx, model, planned, actor.caller, dryRun ? undefined : s.app.mailer);
      } catch (err) {
        // A dry run reports it and still tries every row.
        if (!dryRun || !(err instanceof HttpError)) throw err;
        refused = err;
      }
      for (const r of rows) {
        if (dryRun && Object.keys(r.errors).length) continue;
        if (dryRun) await sql`SAVEPOINT import_row`.execute(trx);
        try {
          const data: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(r.values))
            if (model.writable.has(k) && v !== undefined) data[k] = v;
          if (r.existingId !== undefined) {
            // Through the service, as an update of the stored record (hooks, audit log).
            await updateRecord(
              s,
              model,
              r.existingId,
              { data, action: 'import', trial: dryRun, scoped: true, source: 'import' },
              actor,
              trx,
            );
            ids.push(r.existingId);
            if (dryRun) await sql`RELEASE SAVEPOINT import_row`.execute(trx);
            continue;
          }
          const values = { ...data };
          if (accounts) {
            const account = await accounts.create(trx, values);
            const token = await issueToken(trx, 'password_resets', account.userId, INVITATION_DAYS * 24);
            invitations.push(
              invitationMail(s.app.config, account.email, account.name, token, INVITATION_DAYS),
            );
          }
          // Through the service: wisuda.server.ts hooks (beforeCreate, afterCreate) and the audit log;
          // what the account step set (user_id) is written as it is.
          const columns = Object.fromEntries(Object.entries(values).filter(([k]) => !(k in data)));
          const record = await createRecord(
            s,
            model,
            { data, columns, action: 'import', trial: dryRun, scoped: true, source: 'import' },
            actor,
            trx,
          );
          ids.push(Number(record.id));
          if (dryRun) await sql`RELEASE SAVEPOINT import_row`.execute(trx);
        } catch (err) {
          if (!dryRun) throw err;
          await sql`ROLLBACK TO SAVEPOINT import_row`.execute(trx);
          r.errors = rowErrors(writeError(model, err));
        }
      }
      if (dryRun) throw new DryRun();
      // Queued in this transaction (outbox rows and delivery jobs, docs/jobs.md): every committed
      // account has its invitation, and a failed commit queues none.
      await s.app.mailer.sendMany(invitations, trx);
      return { ids, invitations: invitations.length };
    });
  } catch (err) {
    if (err instanceof DryRun) return { ids: [], invitations: 0, refused };
    throw writeError(model, err);
  }
}

/** A refused write as the row's errors: its field errors, else its message for the whole row ('_'). */
function rowErrors(err: unknown): ImportRow['errors'] {
  if (!(err instanceof HttpError)) throw err;
  return err.errors && Object.keys(err.errors).length ? { ...err.errors } : { _: [err.msg] };
}
