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
  if (
    key.length > 512 ||
    !KEY.test(key) ||
    key.split('/').some((segment) => segment === '..' || segment === '.')
  )
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** The key of a stored document's file: one folder per tenant, so a tenant's files can be listed or removed together. */
export function storedFileKey(customerId: number | string | bigint, id: string): string {
  const key = `${tenantKeyPrefix(customerId)}files/${id}`;
  assertValidKey(key);
  return key;
}

/** Where one tenant's stored objects live: every key the server makes for it starts so. */
export function tenantKeyPrefix(customerId: number | string | bigint): string {
  return `customers/${String(customerId)}/`;
}

/** The key of a row, read for the asker's tenant: which tenant asks, which tenant owns the row, its key. */
export interface StoredObjectRef {
  /** The tenant of the request (the host's, the session's). */
  tenantId: number;
  /** The tenant of the row that names the key. */
  rowCustomerId: number;
  key: string;
}

/**
 * Issue 24 case 4: the one door to a stored object's bytes. Before a byte is read the row must be
 * the asking tenant's and its key under that tenant's prefix; a key that fails either is answered
 * as missing (FileNotFoundError), the same as another tenant's id. Keys are the server's alone
 * (`storedFileKey`); a key that a client managed to write is never followed out of its tenant.
 */
export function storedObject(store: FileStore, ref: StoredObjectRef) {
  const checked = (): string => {
    if (
      ref.tenantId !== ref.rowCustomerId ||
      !ref.key.startsWith(tenantKeyPrefix(ref.tenantId)) ||
      !isValidKey(ref.key)
    )
      throw new FileNotFoundError(ref.key);
    return ref.key;
  };
  return {
    /** Its size, or null when absent or not the tenant's. */
    async stat(): Promise<{ size: number } | null> {
      try {
        return await store.stat(checked());
      } catch (error) {
        if (error instanceof FileNotFoundError) return null;
        throw error;
      }
    },
    /** A stream of its bytes (or a range of them). */
    get: (range?: { start: number; end: number }): Promise<Readable> => store.get(checked(), range),
    /** All its bytes (for the small PDFs the documents area reads whole). */
    async bytes(): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of await store.get(checked())) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
  };
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
