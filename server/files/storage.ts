import type { Config } from '../config';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';
import type { Storage } from './storage-api';
import { msg } from '../../domain/messages';
import { isNetworkUnreachable } from '../db/faults';
import { serviceUnavailable } from '../errors';

export type { Storage, StoredEntry, StoredObject } from './storage-api';

/** S3-compatible storage when `S3_BUCKET` is configured, the local disk (`STORAGE_DIR`) otherwise. */
export function createStorage(config: Config): Storage {
  return unreachableAs503(config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.storageDir));
}

/** Object storage out of reach for now: its socket failed, it timed out or answered a 5xx. */
export function isStorageUnavailable(err: unknown): boolean {
  if (isNetworkUnreachable(err)) return true;
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  const status = e?.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  return (
    typeof e?.name === 'string' && /^(TimeoutError|RequestTimeout|ServiceUnavailable|SlowDown)$/.test(e.name)
  );
}

/**
 * The storage with its passing faults answered as 503 "the file storage cannot be reached" with
 * Retry-After: not a 500, and not mistaken for the database (whose socket errors look the same).
 */
function unreachableAs503(storage: Storage): Storage {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isStorageUnavailable(err)) throw serviceUnavailable(msg.http.storageUnavailable(), err);
      throw err;
    }
  };
  return {
    kind: storage.kind,
    put: (key, body, contentType) => guard(() => storage.put(key, body, contentType)),
    get: (key) => guard(() => storage.get(key)),
    delete: (key) => guard(() => storage.delete(key)),
    exists: (key) => guard(() => storage.exists(key)),
    async *list(prefix) {
      const entries = storage.list(prefix)[Symbol.asyncIterator]();
      for (;;) {
        const next = await guard(() => entries.next());
        if (next.done) return;
        yield next.value;
      }
    },
  };
}
