import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type Storage } from './storage-api';
import { contentTypeOfKey } from './keys';

/** Files under one folder; writes go to a temporary name first and are renamed into place. */
export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = fullPath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(tmp, body);
      await fsp.rename(tmp, target);
    },
    async get(key) {
      const target = fullPath(key);
      try {
        const stat = await fsp.stat(target);
        return {
          stream: fs.createReadStream(target),
          contentType: contentTypeOfKey(key),
          contentLength: stat.size,
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(fullPath(key), { force: true });
    },
    async exists(key) {
      try {
        await fsp.access(fullPath(key));
        return true;
      } catch {
        return false;
      }
    },
    async *list(prefix) {
      // The folder of the prefix (`photos/` → root/photos), then every file below it.
      const folder = path.join(root, prefix.slice(0, prefix.lastIndexOf('/') + 1));
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        try {
          yield { key, modifiedAt: (await fsp.stat(full)).mtime };
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
    },
  };
}
