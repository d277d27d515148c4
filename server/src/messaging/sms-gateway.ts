import type { SmsMessage, SmsSender } from './sms-sender';

export interface SmsGatewayOptions {
  url: string;
  token?: string;
  sender?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export class SmsGatewayError extends Error {}

/**
 * A real SMS gateway over HTTP: POST JSON `{ to, from, content }` with a Bearer token. Most
 * gateways take this shape or a thin variant of it; the answer must be 2xx.
 */
export function createSmsGateway({ url, token, sender, fetchImpl = fetch, timeoutMs = 10_000 }: SmsGatewayOptions): SmsSender {
  return {
    kind: 'gateway',
    async send({ to, content }: SmsMessage) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, from: sender, content }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The status only: the body might echo the message and its code.
      if (!response.ok) throw new SmsGatewayError(`SMS gateway answered ${response.status}`);
    },
  };
}
