// What an upload must be: a clean file name, a type read from its first bytes, a size under the limit.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../http/api-error';

/** The types the portal keeps (by content, never by name): documents, images and plain text. */
export const ALLOWED_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/msword',
  'application/vnd.ms-excel',
]);

export const TEXT_TYPE = 'text/plain; charset=utf-8';
/** How many bytes the type is read from. */
export const SNIFF_BYTES = 4100;

const MARKUP = /<\s*(script|html|svg|iframe|object|embed|body|!doctype)\b|javascript:/i;

/**
 * The real type of a file from its first bytes. A known signature must be on the list; a file with
 * none is kept as plain text only when it is UTF-8 without NUL bytes and without markup (an HTML or
 * SVG page renamed to .txt is refused).
 */
export async function sniffType(head: Buffer): Promise<string> {
  if (head.length === 0) throw new ApiError(400, 'file_empty', 'The file is empty');
  const found = await fileTypeFromBuffer(head);
  if (found) {
    if (ALLOWED_TYPES.has(found.mime)) return found.mime;
    throw new ApiError(415, 'file_type_refused', 'This type of file is not accepted', {
      detected: found.mime,
    });
  }
  // A multi-byte character may be cut at the end of the sample: only the part before it must decode.
  const sample = head.subarray(0, Math.max(0, head.length - 3));
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const valid = (() => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample);
      return true;
    } catch {
      return false;
    }
  })();
  if (!valid || head.includes(0) || MARKUP.test(decoded))
    throw new ApiError(415, 'file_type_refused', 'This type of file is not accepted', {
      detected: 'unknown',
    });
  return TEXT_TYPE;
}

/**
 * The name a file is kept under: Unicode NFC, no control characters, none of the characters file
 * systems refuse, no leading dots, at most 255 characters. A name with a path in it (`/`, `\`, `..`)
 * is refused rather than guessed at.
 */
export function sanitizeFileName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new ApiError(400, 'file_name_missing', 'The file has no name');
  const name = raw.normalize('NFC');
  if (/[/\\]/.test(name) || name.split(/[/\\]/).includes('..') || /^\.\.?$/.test(name.trim()))
    throw new ApiError(400, 'file_name_invalid', 'The file name must not contain a path');
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[.\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') throw new ApiError(400, 'file_name_invalid', 'The file name has no usable characters');
  if (cleaned.length <= 255) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 255 - ext.length) + ext;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** One byte range of `Range: bytes=…`; null = serve the whole file; 'unsatisfiable' = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // A malformed or multi-range header is ignored (RFC 9110 §14.2): the whole file.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The first `bytes` of a stream (to read its type from), and the whole stream again (the head put back in front). */
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const body = Readable.from(
    (async function* () {
      yield head;
      if (done) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  return { head, body };
}
