import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-store';

/** A pass-through that counts and hashes the bytes, and fails with FileTooLargeError past `maxBytes`. */
export class CountingStream extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.bytes += buffer.length;
    if (this.bytes > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(buffer);
    callback(null, buffer);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
