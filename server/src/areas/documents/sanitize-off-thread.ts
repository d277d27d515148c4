// Issue 24 (a sibling of case 3): sanitising a draft's HTML at its 3,000,000-character limit took
// about 2 s on the event loop for table markup. A long draft is sanitised on the worker pool; a
// short one (most autosaves) here, where it takes a few milliseconds and no thread hop.
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { offThread, workerTask, type WorkerPool, type WorkRefused } from '../../workers';
import { sanitizeRichText } from './sanitize-rich-text';

/** Characters sanitised in the request itself (about 10 ms of sanitize-html at most). */
const INLINE_CHARS = 20_000;

const sanitizeTask = workerTask<{ html: string }, string | WorkRefused>(
  import.meta.url,
  './sanitize-rich-text.worker',
  'sanitizeRichTextTask',
  HEAVY_WORK_LIMITS.renderTimeoutMs,
);

export async function sanitizeRichTextOffThread(pool: WorkerPool, html: string): Promise<string> {
  if (html.length <= INLINE_CHARS) return sanitizeRichText(html);
  return offThread(pool, sanitizeTask, { html });
}
