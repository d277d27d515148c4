// Issue 24 case 3: a document's PDF (drafts, generated documents, the template preview) is rendered
// on the worker pool. A draft's HTML is read into blocks there too (a long table takes tens of ms
// to read and to copy between threads); given blocks are judged here first (document-limits.ts).
// Pages and time are judged while it renders. A limit met is a 4xx refusal in both languages.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { offThread, workerTask, workRefusal, type WorkerPool, type WorkRefused } from '../../workers';
import { documentLimitRefusal } from './document-limits';
import type { DocumentPdfTaskInput } from './document-pdf.worker';

const documentPdfTask = workerTask<DocumentPdfTaskInput, Uint8Array | WorkRefused>(
  import.meta.url,
  './document-pdf.worker',
  'renderDocumentPdfTask',
  HEAVY_WORK_LIMITS.renderTimeoutMs,
);

/** The document's PDF bytes, made off the event loop within the limits. */
export async function renderDocumentPdfOffThread(pool: WorkerPool, input: DocumentPdfTaskInput): Promise<Uint8Array> {
  if ('blocks' in input) {
    const refusal = documentLimitRefusal(input.blocks);
    if (refusal) throw workRefusal(refusal.refused, refusal.params);
  }
  return offThread(pool, documentPdfTask, input);
}
