import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { msg } from '../../domain/messages';
import { badRequest, fieldError } from '../errors';

const REGISTERED = Symbol.for('wisuda.multipart');

/**
 * Registers @fastify/multipart ONCE for the whole /api scope (the gallery upload, the profile photo
 * and the CRUD import all use it). Safe to call more than once. Call it before routes are added.
 */
export async function registerMultipart(api: FastifyInstance): Promise<void> {
  const holder = api as unknown as Record<symbol, boolean>;
  if (holder[REGISTERED]) return;
  holder[REGISTERED] = true;
  await api.register(multipart, {
    limits: {
      fileSize: api.config.uploadMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 25,
    },
  });
}

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request, read into memory (at most the configured upload size), and
 * the text fields sent before it. 400 when no file is sent, 413 when it is too large.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(msg.files.notMultipart(), { file: [msg.files.noFile()] });
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    throw translate(err, maxBytes);
  }
  if (!part) throw fieldError(400, 'file', msg.files.noFile());
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    throw translate(err, maxBytes);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && v.type === 'field' && typeof v.value === 'string') fields[name] = v.value;
  }
  return { buffer, filename: part.filename || 'upload', fields };
}

function translate(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldError(413, 'file', msg.files.tooLarge({ mb: Math.round(maxBytes / 1024 / 1024) }));
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fieldError(400, 'file', msg.files.oneFile());
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return badRequest(msg.files.malformed());
  }
  // What else the multipart parser throws while it reads the request is about the body it was sent
  // (no code: "Unexpected end of multipart data", "Boundary not found", a malformed part header).
  const status = (err as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return badRequest(msg.files.malformed());
}
