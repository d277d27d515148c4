// One session per browser (issue 26 item 4). The token stays in each tab's sessionStorage, so it is
// gone once the last tab closes (docs/decisions.md), and the tabs of one origin (one tenant's
// subdomain) hand it to each other over a BroadcastChannel: a new tab asks and a signed-in tab
// answers, a new token (sign-in, renewal) reaches every tab, and a sign-out ends every tab.
export type SessionMessage = { kind: 'ask' } | { kind: 'token'; token: string } | { kind: 'logout' };

const CHANNEL_NAME = 'portal-session-token';
/** How long a new tab waits for another tab's answer before it shows the login page. */
export const PEER_ANSWER_MS = 200;

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.kind === 'token') return typeof message.token === 'string' && message.token.length > 0;
  return message.kind === 'ask' || message.kind === 'logout';
}

export function postSessionMessage(message: SessionMessage): void {
  open()?.postMessage(message);
}

/** Calls `listener` with every session message another tab posts; returns the unsubscribe. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  const target = open();
  if (!target) return () => undefined;
  const handle = (event: MessageEvent) => {
    if (isSessionMessage(event.data)) listener(event.data);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}

/** Asks the other tabs for their session token: the first answer, or null after `waitMs`. */
export function askPeersForToken(waitMs = PEER_ANSWER_MS): Promise<string | null> {
  if (!open()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const stop = onSessionMessage((message) => {
      if (message.kind !== 'token') return;
      finish(message.token);
    });
    const timer = setTimeout(() => finish(null), waitMs);
    function finish(token: string | null) {
      clearTimeout(timer);
      stop();
      resolve(token);
    }
    postSessionMessage({ kind: 'ask' });
  });
}

/** Test support: close the channel so the next use opens a new one. */
export function closeSessionChannelForTests(): void {
  channel?.close();
  channel = undefined;
}
