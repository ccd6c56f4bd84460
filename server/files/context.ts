import type { Config } from '../config';
import type { Model } from '../crud/model';
import type { Db } from '../db';
import type { TableCache } from '../db/table-cache';
import type { LooseFileHookSet } from '../extend/runtime';
import type { UrlSigner, Variant } from './signed-url';
import type { Storage } from './storage';

/** What every route of the gallery module works with. */
export interface FilesCtx {
  db: Db;
  config: Config;
  storage: Storage;
  signer: UrlSigner;
  /** The `file` hooks of wisuda.server.ts (photo rows created and deleted), if any. */
  hooks?: LooseFileHookSet;
  /** The compiled file_group and mahasiswa resources: their chains to a university limit scoped staff. */
  groupModel: Model;
  mahasiswaModel: Model;
  /** What many viewers read alike (the student gallery's acara part: ./student-gallery.ts). */
  shared: TableCache;
}

export const FILE_API = '/api/file/file';

/**
 * A signed URL of one photo variant for this viewer (a `Viewer` of ./access.ts; server/files/signed-url.ts).
 */
export function photoUrl(
  ctx: FilesCtx,
  viewer: { userId: number; sessionId: number },
  fileId: number,
  variant: Variant,
): string {
  return `${FILE_API}/${fileId}/${variant}?${ctx.signer.query(`file.${fileId}.${variant}`, viewer.userId, viewer.sessionId)}`;
}
