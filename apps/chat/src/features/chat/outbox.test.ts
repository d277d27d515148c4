// The outbox: kept in storage, sent in order one at a time, waiting while offline, exactly once.
import { describe, expect, it } from 'vitest';
import { Outbox, type PendingMessage } from './outbox';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('outbox', () => {
  it('keeps messages while offline and sends them in order, once, when back', async () => {
    const storage = memoryStorage();
    const server = new Map<string, string>();
    const order: string[] = [];
    let online = false;
    const send = async (m: PendingMessage) => {
      if (!online) throw Object.assign(new Error('offline'), { status: 0, code: 'network' });
      if (!server.has(m.clientId)) order.push(m.body);
      server.set(m.clientId, m.body);
    };
    const box = new Outbox('k', storage, send);
    box.add({ clientId: 'a', chatId: 1, body: 'første', replyToId: null });
    box.add({ clientId: 'b', chatId: 1, body: 'andre', replyToId: null });
    await box.flush();
    expect(box.snapshot().map((m) => m.state)).toEqual(['queued', 'queued']);
    // A reload keeps them.
    const again = new Outbox('k', storage, send);
    expect(again.snapshot()).toHaveLength(2);
    box.dispose();
    online = true;
    await again.flush();
    expect(order).toEqual(['første', 'andre']);
    expect(again.snapshot()).toEqual([]);
    again.dispose();
  });

  it('marks a message the server refuses as failed and goes on with the next', async () => {
    const sent: string[] = [];
    const box = new Outbox('k', memoryStorage(), async (m) => {
      if (m.body === '') throw Object.assign(new Error('empty'), { status: 400, code: 'chat_message_empty' });
      sent.push(m.body);
    });
    box.add({ clientId: 'a', chatId: 1, body: '', replyToId: null });
    box.add({ clientId: 'b', chatId: 1, body: 'hei', replyToId: null });
    await box.flush();
    await box.flush();
    expect(sent).toEqual(['hei']);
    expect(box.snapshot()).toMatchObject([{ clientId: 'a', state: 'failed', error: 'chat_message_empty' }]);
    box.dispose();
  });
});
