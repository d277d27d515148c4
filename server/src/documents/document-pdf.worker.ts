// Runs on a pool thread (workers/worker-pool.ts): a document's PDF, or the refusal of a limit met
// while laying it out (pages, an image's pixels or bytes).
import { PageLimitReached, pageLimitRefusal, type WorkRefused } from '../workers';
import { ImageRefused, renderDocumentPdf, type DocumentPdfInput } from './document-pdf';

export async function renderDocumentPdfTask(input: DocumentPdfInput): Promise<Uint8Array | WorkRefused> {
  try {
    return await renderDocumentPdf(input);
  } catch (error) {
    if (error instanceof PageLimitReached) return pageLimitRefusal();
    if (error instanceof ImageRefused) return error.refusal;
    throw error;
  }
}
