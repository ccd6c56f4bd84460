import { msg, type Msg } from '../domain/messages';
import { render, renderErrors, type Locale } from '../domain/messages/catalogs';
import { isDatabaseUnavailable } from './db/faults';

/** Field errors not yet in words: `{ field: [msg.validation.required()] }`. */
export type FieldMsgs = Record<string, Msg[]>;

/** The API's error body (docs/product.md#api): `message` and field `errors` in the caller's language. */
export interface ErrorBody {
  message: string;
  /** The message's catalog key (`crud.unique`): stable, for clients that react to a case. */
  code?: string;
  errors?: Record<string, string[]>;
}

/**
 * An error that becomes the API's error body with its status. Messages stay catalog messages until
 * the answer is written, so the error handler can put them in the caller's language (server/i18n.ts);
 * `error.message` is the English text (logs).
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly msg: Msg,
    public readonly errors?: FieldMsgs,
    public readonly headers?: Record<string, string>,
  ) {
    super(render(msg, 'en'));
  }

  get code(): string {
    return this.msg.key;
  }

  /** The body in one language. */
  body(locale: Locale): ErrorBody {
    const out: ErrorBody = { message: render(this.msg, locale), code: this.msg.key };
    if (this.errors) out.errors = renderErrors(this.errors, locale);
    return out;
  }
}

export const badRequest = (message: Msg = msg.http.badRequest(), errors?: FieldMsgs) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: Msg = msg.http.unauthorized()) => new HttpError(401, message);
export const forbidden = (message: Msg = msg.http.forbidden()) => new HttpError(403, message);
export const notFound = (message: Msg = msg.http.notFound()) => new HttpError(404, message);
export const conflict = (message: Msg, errors?: FieldMsgs) => new HttpError(409, message, errors);
export const unprocessable = (errors: FieldMsgs, message: Msg = msg.http.unprocessable()) =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, msg.http.tooManyRequests({ smart_count: retryAfterSeconds }), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/**
 * 503: a service the answer needs cannot be reached for now (the database: server/db/faults.ts; the
 * file storage); the client may retry shortly. `cause` is what failed, for the log.
 */
export const serviceUnavailable = (message: Msg = msg.http.unavailable(), cause?: unknown) => {
  const error = new HttpError(503, message, undefined, {
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
  if (cause !== undefined) error.cause = cause;
  return error;
};
/** An error whose message is also shown beside one field (e.g. `file`). */
export const fieldError = (status: number, field: string, message: Msg) =>
  new HttpError(status, message, { [field]: [message] });

interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A Fastify schema (ajv) failure as field errors: the field named by the path, a catalog message. */
function schemaErrors(issues: readonly SchemaIssue[]): FieldMsgs | undefined {
  const errors: FieldMsgs = {};
  for (const issue of issues) {
    const field =
      issue.keyword === 'required'
        ? String(issue.params.missingProperty ?? '')
        : (issue.instancePath.split('/')[1] ?? '');
    if (!field) continue;
    const limit = Number(issue.params.limit);
    let m: Msg;
    switch (issue.keyword) {
      case 'required':
        m = msg.validation.required();
        break;
      case 'type': {
        const type = String(issue.params.type);
        m =
          type === 'string'
            ? msg.validation.text()
            : type === 'integer'
              ? msg.validation.integer()
              : type === 'number'
                ? msg.validation.number()
                : type === 'boolean'
                  ? msg.validation.boolean()
                  : msg.validation.invalid();
        break;
      }
      case 'enum':
        m = msg.validation.enum({
          values: Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues.join(', ') : '',
        });
        break;
      case 'minLength':
        m = msg.validation.minLength({ min: limit });
        break;
      case 'maxLength':
        m = msg.validation.maxLength({ max: limit });
        break;
      case 'minimum':
        m = msg.validation.min({ min: limit });
        break;
      case 'maximum':
        m = msg.validation.max({ max: limit });
        break;
      default:
        m = msg.validation.invalid();
    }
    const list = (errors[field] ??= []);
    if (!list.some((x) => x.key === m.key)) list.push(m);
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * The safety net under the input checks: PostgreSQL's data errors that a request's input can cause
 * (a NUL character, text that is no number, a number or date out of its column's range, a text
 * longer than its column) answer 400 with a plain message instead of a 500. Every such input has its
 * own check first (domain/field-types.ts, server/crud/params.ts; docs/security.md, Input
 * validation): a request caught here is a check still missing (tests/api/fuzz.test.ts fails on it).
 */
const DATA_ERRORS: Record<string, () => Msg> = {
  // invalid byte sequence (a NUL character), invalid text representation, invalid datetime format
  '22021': msg.crud.wrongFormat,
  '22P02': msg.crud.wrongFormat,
  '22007': msg.crud.wrongFormat,
  // numeric value out of range, datetime field overflow (2026-02-31), string too long
  '22003': msg.crud.outOfRange,
  '22008': msg.crud.outOfRange,
  '22001': msg.crud.outOfRange,
};

/** A database data error (DATA_ERRORS) as a 400; undefined for any other error. */
export function dataError(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !Object.hasOwn(DATA_ERRORS, code)) return undefined;
  return new HttpError(400, DATA_ERRORS[code]());
}

const STATUS_MESSAGES: Record<number, () => Msg> = {
  400: msg.http.badRequest,
  401: msg.http.unauthorized,
  403: msg.http.forbidden,
  404: msg.http.notFound,
  413: msg.http.payloadTooLarge,
  415: msg.http.unsupportedMediaType,
};

/**
 * Fastify's and its plugins' own 4xx errors (schema validation, malformed JSON, body too large, ...)
 * as catalog messages, a database out of reach (terminated connections, server restarting, failover:
 * server/db/faults.ts) as 503 with Retry-After; undefined for anything else (a 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  const err = (error ?? {}) as { statusCode?: unknown; validation?: unknown; code?: unknown };
  if (Array.isArray(err.validation))
    return new HttpError(400, msg.http.invalidRequest(), schemaErrors(err.validation as SchemaIssue[]));
  const data = dataError(error);
  if (data) return data;
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status < 400 || status >= 500) return undefined;
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new HttpError(400, msg.http.malformedJson());
  const m = (STATUS_MESSAGES[status] ?? msg.http.failed)();
  return new HttpError(status, m);
}
