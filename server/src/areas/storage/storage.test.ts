// Issue 14 part 1: the same storage suite on the file system and on an S3-compatible server
// (s3rver, started here on a free port with its files in a temporary folder).
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFsFileStore,
  createS3FileStore,
  FileNotFoundError,
  FileTooLargeError,
  storedFileKey,
  type FileStore,
} from './index';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Every file under `dir`, recursively (to see that a refused write left nothing). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

interface Backend {
  store: FileStore;
  /** Temporary files (file system) or stored objects (S3): a refused write must not change it. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const backends: Record<string, () => Promise<Backend>> = {
  'file system': async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'files-fs-'));
    return {
      store: createFsFileStore(root),
      leftovers: () => filesUnder(path.join(root, '.tmp')),
      close: () => rm(root, { recursive: true, force: true }),
    };
  },
  's3-compatible (s3rver)': async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'files-s3-'));
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'portal-files', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    const store = createS3FileStore({
      bucket: 'portal-files',
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'test/',
    });
    return {
      store,
      // s3rver keeps the parts of an aborted multipart upload (it answers AbortMultipartUpload with
      // 405); a real S3 drops them. What must never remain is an object: only committed keys hold one.
      leftovers: async () =>
        (await filesUnder(directory)).filter((file) => file.endsWith('._S3rver_object')).sort(),
      close: async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  },
};

for (const [name, open] of Object.entries(backends)) {
  describe(`file store: ${name}`, () => {
    let backend: Backend;
    let store: FileStore;
    beforeAll(async () => {
      backend = await open();
      store = backend.store;
    });
    afterAll(async () => {
      await backend?.close();
    });

    it('stores a stream and gives back its size, checksum and bytes, whole or by range', async () => {
      const key = storedFileKey(1, randomUUID());
      const body = 'Hei på deg, dette er et brev.';
      const { size, sha256 } = await store.put(key, Readable.from([Buffer.from(body)]), {
        contentType: 'text/plain',
      });
      expect(size).toBe(Buffer.byteLength(body));
      expect(sha256).toBe(createHash('sha256').update(body).digest('hex'));
      expect(await store.stat(key)).toEqual({ size });
      expect(await text(await store.get(key))).toBe(body);
      expect(await text(await store.get(key, { start: 0, end: 2 }))).toBe('Hei');
      expect(await text(await store.get(key, { start: size - 5, end: size - 1 }))).toBe('brev.');
    });

    it('streams a multi-part file (12 MB) and keeps its checksum', async () => {
      const key = storedFileKey(1, randomUUID());
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const hash = createHash('sha256');
      for (let i = 0; i < 12; i++) hash.update(chunk);
      const result = await store.put(key, Readable.from(Array.from({ length: 12 }, () => chunk)), {
        maxBytes: 25 * 1024 * 1024,
      });
      expect(result).toEqual({ size: 12 * 1024 * 1024, sha256: hash.digest('hex') });
      expect(await store.stat(key)).toEqual({ size: 12 * 1024 * 1024 });
      await store.delete(key);
    });

    it('refuses a body over maxBytes and keeps nothing of it', async () => {
      const key = storedFileKey(1, randomUUID());
      const before = await backend.leftovers();
      const chunk = Buffer.alloc(1024 * 1024, 1);
      await expect(
        store.put(key, Readable.from(Array.from({ length: 8 }, () => chunk)), { maxBytes: 6 * 1024 * 1024 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await store.stat(key)).toBeNull();
      expect(await backend.leftovers()).toEqual(before);
    });

    it('keeps nothing of a body cut off halfway', async () => {
      const key = storedFileKey(1, randomUUID());
      const before = await backend.leftovers();
      const body = new PassThrough();
      const putting = store.put(key, body);
      body.write(Buffer.alloc(64 * 1024, 2));
      setImmediate(() => body.destroy(new Error('client went away')));
      await expect(putting).rejects.toThrow();
      expect(await store.stat(key)).toBeNull();
      expect(await backend.leftovers()).toEqual(before);
    });

    it('answers a missing key with null or FileNotFoundError, and deletes idempotently', async () => {
      const key = storedFileKey(2, randomUUID());
      expect(await store.stat(key)).toBeNull();
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.put(key, Readable.from([Buffer.from('x')]));
      await store.delete(key);
      await store.delete(key);
      expect(await store.stat(key)).toBeNull();
    });

    it('refuses keys that climb out of the store', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a\\b', '', 'a//b'])
        await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
          /Invalid storage key/,
        );
    });
  });
}
