import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CountingStream } from './counting-stream';
import { assertValidKey, FileNotFoundError, type FileStore } from './file-store';

/**
 * Files under `root` (DATA_DIR/files by default). A write goes to `root/.tmp/<random>` and is
 * renamed into place only when complete, so a reader never sees half a file and a failed write
 * leaves nothing behind.
 */
export function createFsFileStore(root: string): FileStore {
  const tmp = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, body, options = {}) {
      const target = fileOf(key);
      const source = body instanceof Readable ? body : Readable.from(body as AsyncIterable<Buffer>);
      // A body that fails before the pipeline is built (while the folder is made) fails it then.
      source.on('error', () => undefined);
      const temporary = path.join(tmp, randomUUID());
      const counter = new CountingStream(options.maxBytes);
      try {
        await mkdir(tmp, { recursive: true });
        await pipeline(source, counter, createWriteStream(temporary, { flags: 'wx' }));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: counter.bytes, sha256: counter.digest() };
    },

    async get(key, range) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw new FileNotFoundError(key);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const found = await stat(fileOf(key)).catch(() => null);
      return found?.isFile() ? { size: found.size } : null;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
