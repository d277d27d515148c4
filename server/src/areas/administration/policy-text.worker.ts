// Runs on a pool thread (workers/worker-pool.ts): a privacy policy's HTML through the allow-list.
import { sanitizePolicyText } from './policy-text';

export function sanitizePolicyTextTask({ html }: { html: string }): string {
  return sanitizePolicyText(html);
}
