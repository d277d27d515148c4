import { describeFailure, loggableAnswer, OutsideServiceError } from '../../http/outside-service-error';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface SmsGatewayOptions {
  url: string;
  token?: string;
  sender?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A real SMS gateway over HTTP: POST JSON `{ to, from, content, reference? }` with a Bearer token. Most
 * gateways take this shape or a thin variant of it; the answer must be 2xx.
 */
export function createSmsGateway({
  url,
  token,
  sender,
  fetchImpl = fetch,
  timeoutMs = 10_000,
}: SmsGatewayOptions): SmsSender {
  return {
    kind: 'gateway',
    async send({ to, content, reference }: SmsMessage) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to, from: sender, content, ...(reference ? { reference } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new OutsideServiceError('sms', describeFailure(error));
      }
      if (!response.ok) {
        // The gateway's answer for the log, with digit runs masked: the body might echo the code.
        const body = await response.text().catch(() => '');
        throw new OutsideServiceError('sms', loggableAnswer(`HTTP ${response.status} ${body}`));
      }
    },
  };
}
