// TURN credentials for the meeting room (coturn's `use-auth-secret`, the "TURN REST API" scheme):
// username = "<expiry unix seconds>:<userId>", password = base64(HMAC-SHA1(secret, username)).
// The secret stays on the server; a credential is valid until its expiry and names its user.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config/config';

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

export function turnPassword(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/** The ICE servers a meeting member gets: TURN with short-lived credentials, or none (direct only). */
export function iceServersFor(
  config: Pick<Config, 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_SECONDS'> & { TURN_RELAY_ONLY?: boolean },
  userId: number,
  now: Date,
): { iceServers: IceServer[]; expiresAt: string | null; iceTransportPolicy: 'all' | 'relay' } {
  if (!config.TURN_URLS || !config.TURN_SECRET)
    return { iceServers: [], expiresAt: null, iceTransportPolicy: 'all' };
  const expiry = Math.floor(now.getTime() / 1000) + config.TURN_TTL_SECONDS;
  const username = `${expiry}:${userId}`;
  return {
    iceServers: [
      {
        urls: config.TURN_URLS.split(','),
        username,
        credential: turnPassword(config.TURN_SECRET, username),
      },
    ],
    expiresAt: new Date(expiry * 1000).toISOString(),
    iceTransportPolicy: config.TURN_RELAY_ONLY ? 'relay' : 'all',
  };
}
