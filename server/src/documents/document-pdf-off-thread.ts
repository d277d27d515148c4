// Issue 24 case 3: a document's PDF (drafts, generated documents, the template preview) is rendered
// on the worker pool. What can be judged from the input alone is judged here first, cheaply: each
// image's bytes and its pixels from its header, and the tables' cells; the pages and the time are
// judged while it renders. A limit met is a 4xx refusal in both languages.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { imageRefusal, offThread, workerTask, workRefusal, type WorkerPool, type WorkRefused } from '../workers';
import type { DocumentPdfInput } from './document-pdf';
import type { Block } from './rich-text-blocks';

const documentPdfTask = workerTask<DocumentPdfInput, Uint8Array | WorkRefused>(
  import.meta.url,
  './document-pdf.worker',
  'renderDocumentPdfTask',
  HEAVY_WORK_LIMITS.renderTimeoutMs,
);

/** Base64 characters enough for any PNG or JPEG header (a JPEG's EXIF segment is at most 64 KB). */
const HEADER_CHARS = 90_000;

function inlineImageRefusal(src: string): WorkRefused | null {
  const match = /^data:image\/(png|jpeg);base64,/.exec(src);
  if (!match) return null;
  const base64Length = src.length - match[0].length;
  if ((base64Length * 3) / 4 > HEAVY_WORK_LIMITS.imageMaxBytes)
    return { refused: 'image_bytes_too_large', params: { max: String(HEAVY_WORK_LIMITS.imageMaxBytes / 1024 / 1024) } };
  const head = Buffer.from(src.slice(match[0].length, match[0].length + HEADER_CHARS), 'base64');
  const refusal = imageRefusal(head);
  // Only the pixels can be judged from the header; the bytes were judged above.
  return refusal?.refused === 'image_too_large' ? refusal : null;
}

/** The refusal the blocks meet before any rendering, or null. */
export function documentLimitRefusal(blocks: readonly Block[]): WorkRefused | null {
  let cells = 0;
  for (const block of blocks) {
    if (block.kind === 'table') for (const row of block.rows) cells += row.cells.length;
    if (block.kind === 'image') {
      const refusal = inlineImageRefusal(block.src);
      if (refusal) return refusal;
    }
  }
  if (cells > HEAVY_WORK_LIMITS.tableMaxCells)
    return { refused: 'table_too_large', params: { cells: String(cells), max: String(HEAVY_WORK_LIMITS.tableMaxCells) } };
  return null;
}

/** The document's PDF bytes, made off the event loop within the limits. */
export async function renderDocumentPdfOffThread(pool: WorkerPool, input: DocumentPdfInput): Promise<Uint8Array> {
  const refusal = documentLimitRefusal(input.blocks);
  if (refusal) throw workRefusal(refusal.refused, refusal.params);
  return offThread(pool, documentPdfTask, input);
}
