import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import sharp, { type ResizeOptions } from 'sharp';
import { isImageKey } from '../../domain/image';
import { msg } from '../../domain/messages';
import { storedFields, type ResourceDef } from '../../domain/resource';
import { RESOURCES } from '../../domain/resources';
import { authLimits } from '../auth/limits';
import { selfServiceHit } from '../auth/session-routes';
import { loadCaller } from '../auth/sessions';
import type { Caller } from '../context';
import { forbidden, notFound, unprocessable } from '../errors';
import { sessionIsLive } from './access';
import type { FilesCtx } from './context';
import { inspectImage } from './image';
import { fieldTag, imageKeyTag, newImageKey } from './keys';
import { readSingleFile } from './multipart';
import { sendObject } from './routes-serve';
import { signedParamsOf } from './signed-url';

/** The longest side an uploaded image keeps (a logo or a photo shown at most a few hundred px wide). */
export const IMAGE_MAX_SIDE = 1024;
/** The browser session's cookie (src/providers/session.ts): sent with an <img> of the same site. */
const TOKEN_COOKIE = 'wisuda_token';

const subjectOf = (key: string) => `image.${key}`;

/**
 * An uploaded image checked by its bytes (413 too large, 415 not JPEG/PNG/WebP, 422 damaged or too
 * many pixels), turned upright, resized and re-encoded to WebP: no metadata of the upload survives.
 */
export async function uploadedWebp(
  ctx: FilesCtx,
  buffer: Buffer,
  resize: ResizeOptions,
  quality: number,
): Promise<Buffer> {
  await inspectImage(buffer, { maxBytes: ctx.config.uploadMaxBytes, maxPixels: ctx.config.uploadMaxPixels });
  try {
    return await sharp(buffer, { limitInputPixels: ctx.config.uploadMaxPixels, failOn: 'error' })
      .rotate()
      .resize(resize)
      .webp({ quality })
      .toBuffer();
  } catch {
    throw unprocessable({ file: [msg.files.damaged()] });
  }
}

/** The image fields a key may be stored in: every declared `image` field, built-in or configured. */
function imageColumns(resources: readonly ResourceDef[]) {
  return resources.flatMap((def) =>
    storedFields(def)
      .filter(([, f]) => f.type === 'image')
      .map(([name]) => ({ def, name })),
  );
}

/** The caller of an <img> request: the bearer header, else the session cookie. */
async function callerOf(api: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  if (request.caller) return request.caller;
  const cookie = request.headers.cookie;
  const match = cookie ? new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`).exec(cookie) : null;
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return api.callerCache.get(token, () => loadCaller(api.db, api.config, token));
}

/**
 * Who may see a stored image: anyone when a row holds it in a public field (the app logo); else a
 * signed-in caller holding `<resource>.view` of a row that holds it, or whose own row it is (their
 * account, their student record). Only the field a key was stored for counts (its tag); a key from
 * before tags, in any image field.
 */
async function maySee(ctx: FilesCtx, key: string, caller: Caller | null): Promise<boolean> {
  const tag = imageKeyTag(key);
  const columns = imageColumns(RESOURCES).filter(({ def, name }) => !tag || fieldTag(def.name, name) === tag);
  for (const { def, name } of columns) {
    const owner = def.table === 'users' ? 'id' : 'user_id' in def.fields ? 'user_id' : null;
    const { rows } = await sql<{ owner: number | null }>`
      SELECT ${owner ? sql.ref(owner) : sql`NULL`} AS owner FROM ${sql.table(def.table)}
      WHERE ${sql.ref(name)} = ${key} LIMIT 100`.execute(ctx.db);
    if (!rows.length) continue;
    if (def.publicFields?.includes(name)) return true;
    if (!caller) continue;
    if (caller.permissions.has(`${def.permission}.view`)) return true;
    if (rows.some((r) => r.owner !== null && Number(r.owner) === caller.id)) return true;
  }
  return false;
}

/**
 * Uploads of `image` fields (issue 12 point 7): POST /api/images stores a checked, re-encoded image
 * and answers its key (the field's value); GET /api/images/<key> serves it to whoever may see it.
 */
export function registerImageRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  const tags = ['files'];
  const limits = authLimits(api.config.authLimits);

  api.post(
    '/images',
    {
      schema: {
        tags,
        summary: 'Upload the image of an image field (multipart: resource, field, then file)',
        description:
          'The caller needs the create or update permission of the resource. Not JPEG/PNG/WebP: 415; too large: 413; ' +
          'damaged or too many pixels: 422. Answers the key to store in the field and a URL to show it at once.',
      },
    },
    async (request) => {
      // counted with the caller's other self-service changes
      const caller = await selfServiceHit(api, limits, request);
      const upload = await readSingleFile(request, ctx.config.uploadMaxBytes);
      const { resource = '', field = '' } = upload.fields;
      const def = RESOURCES.find((r) => r.name === resource);
      const declared = def?.fields[field];
      if (!def || declared?.type !== 'image' || declared.readOnly || declared.virtual)
        throw unprocessable({ field: [msg.profile.noImageField({ field: field.slice(0, 60) })] });
      if (
        !caller.permissions.has(`${def.permission}.update`) &&
        !caller.permissions.has(`${def.permission}.create`)
      )
        throw forbidden(msg.http.missingPermission({ permission: `${def.permission}.update` }));
      const image = await uploadedWebp(
        ctx,
        upload.buffer,
        { width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
        85,
      );
      // Stored before any row names it; the orphan sweep removes it if no form ever saves it. Its
      // tag names the field: no other field accepts it (server/files/image-owner.ts).
      const key = newImageKey('images', def.name, field);
      await ctx.storage.put(key, image, 'image/webp');
      const signed = ctx.signer.query(subjectOf(key), caller.id, caller.sessionId);
      return { data: { key, url: `/api/images/${key}?${signed}` } };
    },
  );

  api.get(
    // The key's four parts (images|profile / yyyy / mm / name.webp): no catch-all route.
    '/images/:prefix/:year/:month/:name',
    {
      schema: {
        tags,
        summary: 'The bytes of an uploaded image (public field, signed URL, bearer or session cookie)',
      },
    },
    async (request, reply) => {
      const p = request.params as { prefix: string; year: string; month: string; name: string };
      const key = `${p.prefix}/${p.year}/${p.month}/${p.name}`;
      if (!isImageKey(key)) throw notFound(msg.profile.noPhoto());
      const signed = signedParamsOf(request.query);
      let allowed = false;
      if (signed) {
        if (!ctx.signer.verify(subjectOf(key), signed)) throw forbidden(msg.files.linkInvalid());
        allowed = await sessionIsLive(ctx.db, signed.u, signed.s);
      }
      if (!allowed) allowed = await maySee(ctx, key, await callerOf(api, request));
      // Not found rather than forbidden: whether a key exists is nobody else's business.
      if (!allowed) throw notFound(msg.profile.noPhoto());
      const obj = await ctx.storage.get(key);
      if (!obj) throw notFound(msg.profile.noPhoto());
      return sendObject(reply, obj, 300);
    },
  );
}
