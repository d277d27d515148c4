// Issue 15.2: messages are never lost. A message written is put in the outbox first (kept in the
// browser's storage, so a reload or a lost connection keeps it), then sent in the order written,
// one at a time. Its client-chosen id makes the send idempotent, so a send that was stored but whose
// answer was lost, or two tabs sending the same message, still store it exactly once.

export interface PendingMessage {
  clientId: string;
  chatId: number;
  body: string;
  replyToId: number | null;
  /** Files uploaded before it was written (uploads need the connection; the send may wait). */
  attachmentIds?: number[];
  createdAt: string;
  /** queued: waits for its turn or the connection; sending: on its way; failed: refused by the server. */
  state: 'queued' | 'sending' | 'failed';
  /** The server's refusal code, for a failed one. */
  error?: string;
}

export interface SendError {
  /** 0 when no answer came (offline). */
  status: number;
  code: string;
}

/** Answers whether a refusal is worth retrying (the connection, the server busy) or final. */
const retryable = (error: SendError) => error.status === 0 || error.status === 429 || error.status >= 500;

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export class Outbox {
  private items: PendingMessage[];
  private readonly listeners = new Set<() => void>();
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelayMs = 1000;

  constructor(
    private readonly key: string,
    private readonly storage: OutboxStorage | null,
    private send: (message: PendingMessage) => Promise<void>,
  ) {
    this.items = this.load();
  }

  /** The function that sends one message (the newest screen's). */
  setSender(send: (message: PendingMessage) => Promise<void>) {
    this.send = send;
  }

  private load(): PendingMessage[] {
    try {
      const raw = this.storage?.getItem(this.key);
      const parsed = raw ? (JSON.parse(raw) as PendingMessage[]) : [];
      // What was "sending" when the page went away is sent again: the client id keeps it once.
      return Array.isArray(parsed)
        ? parsed.map((m) => (m.state === 'sending' ? { ...m, state: 'queued' } : m))
        : [];
    } catch {
      return [];
    }
  }

  private save() {
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.items));
    } catch {
      // storage full or refused: the messages stay in memory for this page
    }
    for (const listener of this.listeners) listener();
  }

  snapshot(): readonly PendingMessage[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(message: Omit<PendingMessage, 'state' | 'createdAt'>, now = new Date()) {
    this.items = [...this.items, { ...message, createdAt: now.toISOString(), state: 'queued' }];
    this.save();
    void this.flush();
  }

  discard(clientId: string) {
    this.items = this.items.filter((m) => m.clientId !== clientId);
    this.save();
  }

  private update(clientId: string, change: Partial<PendingMessage>) {
    this.items = this.items.map((m) => (m.clientId === clientId ? { ...m, ...change } : m));
    this.save();
  }

  /** Sends what waits, oldest first, one at a time; stops at the first that must wait. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    clearTimeout(this.retryTimer);
    try {
      for (;;) {
        const next = this.items.find((m) => m.state === 'queued');
        if (!next) return;
        this.update(next.clientId, { state: 'sending' });
        try {
          await this.send(next);
          this.items = this.items.filter((m) => m.clientId !== next.clientId);
          this.save();
          this.retryDelayMs = 1000;
        } catch (caught) {
          const error = toSendError(caught);
          if (retryable(error)) {
            this.update(next.clientId, { state: 'queued' });
            this.retryTimer = setTimeout(() => void this.flush(), this.retryDelayMs);
            this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
            return;
          }
          this.update(next.clientId, { state: 'failed', error: error.code });
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** The connection is back: try at once. */
  wake() {
    this.retryDelayMs = 1000;
    void this.flush();
  }

  dispose() {
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }
}

function toSendError(caught: unknown): SendError {
  if (caught && typeof caught === 'object' && 'status' in caught && 'code' in caught) {
    const { status, code } = caught as { status: unknown; code: unknown };
    if (typeof status === 'number' && typeof code === 'string') return { status, code };
  }
  return { status: 0, code: 'network' };
}
