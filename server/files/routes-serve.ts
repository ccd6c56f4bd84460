import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../domain/messages';
import { forbidden, notFound, unauthorized } from '../errors';
import { viewerOfCaller, viewerOfSession, type Viewer } from './access';
import type { FilesCtx } from './context';
import { parseId } from '../crud/params';
import { photoForServing } from './photos';
import { signedParamsOf, VARIANTS, type Variant } from './signed-url';
import type { StoredObject } from './storage';

/**
 * The viewer of a request for bytes: a valid signed URL (bound to a live session) or a bearer caller.
 * 401 when neither; 403 when a signed URL is wrong or expired; null: signed in, no photo rights.
 */
export async function viewerFor(
  ctx: FilesCtx,
  request: FastifyRequest,
  subject: string,
): Promise<Viewer | null> {
  const signed = signedParamsOf(request.query);
  if (signed) {
    if (!ctx.signer.verify(subject, signed)) throw forbidden(msg.files.linkInvalid());
    const viewer = await viewerOfSession(ctx, signed.u, signed.s);
    if (!viewer) throw unauthorized(msg.files.linkSessionEnded());
    return viewer;
  }
  if (!request.caller) throw unauthorized();
  return viewerOfCaller(ctx, request.caller);
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendObject(reply: FastifyReply, obj: StoredObject, cacheSeconds: number): FastifyReply {
  reply
    .header('content-type', obj.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `private, max-age=${cacheSeconds}`)
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  if (obj.contentLength) reply.header('content-length', obj.contentLength);
  return reply.send(obj.stream);
}

/** GET /api/file/file/:id/thumb|preview|original: bytes, after checking the viewer's right. */
export function registerServeRoutes(api: FastifyInstance, ctx: FilesCtx): void {
  api.get(
    '/file/file/:id/:variant',
    { schema: { tags: ['galeri'], summary: 'Photo bytes (signed URL or bearer)' } },
    async (request, reply) => {
      const params = request.params as { id: string; variant: string };
      const id = parseId(params.id);
      const variant = params.variant as Variant;
      if (!VARIANTS.includes(variant)) throw notFound(msg.files.photoNotFound());
      const viewer = await viewerFor(ctx, request, `file.${id}.${variant}`);
      if (!viewer) throw notFound(msg.files.photoNotFound());
      const photo = await photoForServing(ctx, viewer, id);
      if (!photo) throw notFound(msg.files.photoNotFound());
      if (variant === 'original' && !viewer.admin && !photo.allow_download) {
        throw forbidden(msg.files.originalNotAllowed());
      }
      const key =
        variant === 'original'
          ? photo.storage_key
          : variant === 'thumb'
            ? photo.thumb_key
            : photo.preview_key;
      const obj = await ctx.storage.get(key);
      if (!obj) throw notFound(msg.files.storedMissing());
      if (variant === 'original') reply.header('content-disposition', attachment(photo.original_name));
      const exp = Number((request.query as Record<string, string>).exp);
      const cache = Number.isFinite(exp)
        ? Math.max(0, Math.min(3600, exp - Math.floor(Date.now() / 1000)))
        : 0;
      return sendObject(reply, obj, cache);
    },
  );
}
