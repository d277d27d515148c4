// Runs on a pool thread (workers/worker-pool.ts): a draft's HTML through the allow-list.
import { sanitizeRichText } from './sanitize-rich-text';

export function sanitizeRichTextTask({ html }: { html: string }): string {
  return sanitizeRichText(html);
}
