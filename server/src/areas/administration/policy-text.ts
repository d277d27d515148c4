// The privacy policy's rich text (issue 32 item 1), sanitised on the server before it is stored:
// an allow-list of what its small editor makes (headings, paragraphs, emphasis, lists), no attribute
// at all, so nothing in a stored policy can run or load anything. A long text is sanitised on the
// worker pool (policy-text.worker.ts); a short one here, where it takes a few milliseconds.
import sanitizeHtml from 'sanitize-html';
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { offThread, workerTask, type WorkerPool, type WorkRefused } from '../../workers';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'blockquote'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
};

export function sanitizePolicyText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const INLINE_CHARS = 20_000;

const policyTask = workerTask<{ html: string }, string | WorkRefused>(
  import.meta.url,
  './policy-text.worker',
  'sanitizePolicyTextTask',
  HEAVY_WORK_LIMITS.renderTimeoutMs,
);

export async function sanitizePolicyTextOffThread(pool: WorkerPool, html: string): Promise<string> {
  if (html.length <= INLINE_CHARS) return sanitizePolicyText(html);
  return offThread(pool, policyTask, { html });
}
