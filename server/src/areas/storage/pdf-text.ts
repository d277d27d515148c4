// Issue 24 case 1: a PDF's text for search, read on a pool thread, never on the event loop, within
// HEAVY_WORK_LIMITS: a file over the byte limit is not read at all, the reading stops at the page
// and character limits, and one that runs past the time limit (a content stream that inflates to
// many MB) has its thread ended. In each case the upload is kept and listed, only not searchable
// by its text (docs/decisions.md, "PDF text past a limit").
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import type { FastifyBaseLogger } from 'fastify';
import { WorkerBusyError, WorkerTimeoutError, workerTask, type WorkerPool } from '../../workers';
import type { FileStore } from './file-store';
import type { PdfTextInput, PdfTextResult } from './pdf-text.worker';

const pdfTextTask = workerTask<PdfTextInput, PdfTextResult>(
  import.meta.url,
  './pdf-text.worker',
  'extractPdfText',
  HEAVY_WORK_LIMITS.pdfIndexTimeoutMs,
);

export type PdfIndexing = 'indexed' | 'no_text' | 'too_large' | 'timed_out' | 'busy' | 'failed';

/** The stored PDF's searchable text (null when it has none or a limit was met) and why. */
export async function pdfSearchText(
  pool: WorkerPool,
  store: FileStore,
  key: string,
  size: number,
  log: FastifyBaseLogger,
  maxChars: number = HEAVY_WORK_LIMITS.pdfIndexMaxChars,
): Promise<{ text: string | null; indexing: PdfIndexing }> {
  if (size > HEAVY_WORK_LIMITS.pdfIndexMaxBytes) return { text: null, indexing: 'too_large' };
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  try {
    const { text } = await pool.run(
      pdfTextTask,
      { bytes, maxPages: HEAVY_WORK_LIMITS.pdfIndexMaxPages, maxChars },
      [bytes.buffer as ArrayBuffer],
    );
    return { text, indexing: text === null ? 'no_text' : 'indexed' };
  } catch (error) {
    if (error instanceof WorkerTimeoutError) {
      log.warn({ key, size }, 'files: the PDF text took past its time limit; stored without search text');
      return { text: null, indexing: 'timed_out' };
    }
    if (error instanceof WorkerBusyError) return { text: null, indexing: 'busy' };
    // A thread that ran out of its heap ends alone; the upload stays, without search text.
    log.warn({ err: error, key, size }, 'files: the PDF text could not be read; stored without search text');
    return { text: null, indexing: 'failed' };
  }
}
