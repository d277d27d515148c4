import WebSocket from 'ws';
import type { Queryable } from '../../db/database';

export interface SubscriptionLoad {
  subscribers: number;
  sockets: number;
  /** From the first subscribe to the last subscriber's first result. */
  firstResultsMs: number;
  /** Subscribers whose result the write changed. */
  affected: number;
  /** From sending the write to the last affected subscriber's push. */
  deliveryMs: number;
  /** Pushes to subscribers whose result did not change (a live query pushes only on change). */
  needlessPushes: number;
}

export interface SubscriptionLoadOptions {
  db: Queryable;
  /** ws://127.0.0.1:<port>/api/srvproxy/v1/graphql */
  url: string;
  host: string;
  token: string;
  customerId: number;
  recipientIds: number[];
  subscribers: number;
  perSocket: number;
}

/** A participant's newest questionnaires, as a widget watches them. */
const QUERY =
  'subscription ($id: bigint!) { queries(where: {patient_id: {_eq: $id}}, order_by: {id: desc}, limit: 5) { id title status } }';

interface Socket {
  ws: WebSocket;
  send(message: unknown): void;
}

function openSocket(
  options: SubscriptionLoadOptions,
  onNext: (id: string) => void,
  onFailure: (reason: string) => void,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(options.url, 'graphql-transport-ws', { headers: { host: options.host } });
    const send = (message: unknown) => ws.send(JSON.stringify(message));
    ws.on('open', () =>
      send({ type: 'connection_init', payload: { headers: { Authorization: `Bearer ${options.token}` } } }),
    );
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; id?: string; payload?: unknown };
      if (message.type === 'connection_ack') resolve({ ws, send });
      else if (message.type === 'next') onNext(message.id ?? '');
      else if (message.type === 'error') onFailure(JSON.stringify(message.payload));
    });
    ws.on('error', reject);
    ws.on('close', (code) => {
      if (code !== 1000) onFailure(`socket closed with ${code}`);
    });
  });
}

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return done();
};

/**
 * Live queries one instance holds over real WebSockets (graphql-transport-ws, many subscriptions a
 * socket, each watching its own participant: one query shape with different variables, which the
 * server multiplexes into one statement), then one write: how long until every subscriber whose
 * result changed has its push.
 */
export async function measureSubscriptionLoad(options: SubscriptionLoadOptions): Promise<SubscriptionLoad> {
  const { subscribers, perSocket, recipientIds } = options;
  const pushes = new Map<string, number>();
  const failures: string[] = [];
  const onNext = (id: string) => pushes.set(id, (pushes.get(id) ?? 0) + 1);
  const sockets: Socket[] = [];
  for (let s = 0; s * perSocket < subscribers; s++)
    sockets.push(await openSocket(options, onNext, (reason) => failures.push(reason)));
  const started = Date.now();
  for (let i = 0; i < subscribers; i++) {
    const id = recipientIds[i % recipientIds.length]!;
    sockets[Math.floor(i / perSocket)]!.send({
      id: String(i),
      type: 'subscribe',
      payload: { query: QUERY, variables: { id } },
    });
  }
  const ready = await until(() => pushes.size === subscribers || failures.length > 0, 120_000);
  const firstResultsMs = Date.now() - started;
  if (!ready)
    throw new Error(
      `only ${pushes.size} of ${subscribers} live queries answered: ${failures[0] ?? 'timeout'}`,
    );

  await new Promise((r) => setTimeout(r, 200));
  const before = new Map(pushes);
  const affected = [...Array(subscribers).keys()].filter((i) => i % recipientIds.length === 0).map(String);
  const writeStarted = Date.now();
  await options.db.query("INSERT INTO queries (customer_id, patient_id, title) VALUES ($1, $2, 'live')", [
    options.customerId,
    recipientIds[0],
  ]);
  const delivered = await until(
    () => affected.every((id) => (pushes.get(id) ?? 0) > (before.get(id) ?? 0)),
    30_000,
  );
  const deliveryMs = delivered ? Date.now() - writeStarted : Number.NaN;
  await new Promise((r) => setTimeout(r, 200));
  let needlessPushes = 0;
  for (const [id, count] of pushes)
    if (!affected.includes(id)) needlessPushes += count - (before.get(id) ?? 0);
  for (const socket of sockets) socket.ws.close(1000);
  return {
    subscribers,
    sockets: sockets.length,
    firstResultsMs,
    affected: affected.length,
    deliveryMs,
    needlessPushes,
  };
}
