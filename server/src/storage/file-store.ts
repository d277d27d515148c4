// The storage interface (issue 14 part 1): where the bytes of uploaded and generated files live.
// Two implementations: the file system under DATA_DIR (the default) and any S3-compatible store.
import type { Readable } from 'node:stream';

/** A store of files by key: streams in, streams out, never a whole file in memory. */
export interface FileStore {
  /**
   * Streams `body` to `key`. With `maxBytes`, a body longer than that is refused with
   * FileTooLargeError; a refused or failed write leaves nothing at `key` (nor anything half written).
   */
  put(
    key: string,
    body: NodeJS.ReadableStream | Readable,
    options?: { contentType?: string; maxBytes?: number },
  ): Promise<{ size: number; sha256: string }>;
  /** The file's bytes, or only `start`..`end` (both inclusive, as in an HTTP Range). NotFoundError if absent. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Its size, or null when there is no such file. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes it; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** The body was longer than `maxBytes`; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** No file at that key. */
export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super('No such stored file');
    this.name = 'FileNotFoundError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments: no `..`, no leading slash, no backslash. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The key of a stored document's file: one folder per tenant, so a tenant's files can be listed or removed together. */
export function storedFileKey(customerId: number | string | bigint, id: string): string {
  const key = `customers/${String(customerId)}/files/${id}`;
  assertValidKey(key);
  return key;
}
