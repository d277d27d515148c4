import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { CountingStream } from './counting-stream';
import { assertValidKey, FileNotFoundError, type FileStore } from './file-store';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, Ceph, s3rver, …); unset = AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name (most S3-compatible servers need it). */
  forcePathStyle: boolean;
  /** Prepended to every key (a folder inside a shared bucket). */
  prefix?: string;
}

/** One part in memory per queued part: 5 MB × 2 keeps a 100 MB upload's memory near 10 MB. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket through @aws-sdk/client-s3; uploads stream in parts (lib-storage). */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const clientConfig: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default CRC checksums are AWS's own; most S3-compatible servers refuse them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(clientConfig);
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${options.prefix ?? ''}${key}`;
  };

  return {
    async put(key, body, putOptions = {}) {
      const Key = objectKey(key);
      const counter = new CountingStream(putOptions.maxBytes);
      const source = body instanceof Readable ? body : Readable.from(body as AsyncIterable<Buffer>);
      // The counter's error (too large) or the source's (cut off) must fail the upload.
      source.once('error', (error) => counter.destroy(error));
      source.pipe(counter);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key,
          Body: counter,
          ContentType: putOptions.contentType ?? 'application/octet-stream',
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      let failure: unknown;
      counter.once('error', (error) => {
        failure = error;
        void upload.abort().catch(() => undefined);
      });
      try {
        await upload.done();
      } catch (error) {
        source.unpipe(counter);
        source.resume();
        throw failure ?? error;
      }
      if (failure) throw failure;
      return { size: counter.bytes, sha256: counter.digest() };
    },

    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('The S3 client gave no stream');
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
