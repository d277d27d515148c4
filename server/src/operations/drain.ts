import type { FastifyInstance } from 'fastify';

// Stopping the server the same way on every path (issue 27): SIGTERM or SIGINT to the server alone,
// to its process group (systemd, Ctrl-C), through `npm start` (a container runtime signals npm), or
// twice. The first signal drains; the later ones are written down and change nothing; only the
// grace period ends a drain early.

/** The close code and reason the browser clients reconnect on (graphql-ws retries 1001; chat and meetings too). */
export const GOING_AWAY = 1001;
export const GOING_AWAY_REASON = 'server restarting';

export interface DrainOptions {
  app: FastifyInstance;
  /** Closes the database (the pool and LISTEN connection, or PGlite) and lets go of DATA_DIR. */
  closeData: () => Promise<void>;
  /** How long in-flight requests and running jobs get before the process exits anyway. */
  graceMs: number;
  /** Called when draining starts: readiness answers 503 from then on. */
  onDraining: () => void;
  exit?: (code: number) => void;
  /** The signals that drain (a test drains by calling `drain` and listens to none). */
  signals?: readonly NodeJS.Signals[];
}

interface WebSocketLike {
  close(code?: number, reason?: string): void;
}

/** Every open websocket (graphql-ws, chat, meetings) of @fastify/websocket's server, if registered. */
function openSockets(app: FastifyInstance): Iterable<WebSocketLike> {
  const server = (app as unknown as { websocketServer?: { clients?: Set<WebSocketLike> } }).websocketServer;
  return server?.clients ?? [];
}

/**
 * Drains once: stops accepting connections, tells websocket clients to reconnect elsewhere (1001),
 * lets in-flight requests finish, waits for the job runner's running pass (the app's onClose), then
 * closes the database. Past `graceMs` the process exits with 1 and what was still running is cut
 * off; jobs cut off stay in the queue as not done and run again on another instance.
 */
export function drainOnSignals({
  app,
  closeData,
  graceMs,
  onDraining,
  exit = (c) => process.exit(c),
  signals = ['SIGTERM', 'SIGINT', 'SIGHUP'],
}: DrainOptions): {
  drain: (signal: string) => Promise<void>;
} {
  let draining: Promise<void> | undefined;
  const drain = (signal: string) => {
    if (draining) {
      app.log.info({ signal }, 'already draining; the signal changes nothing');
      return draining;
    }
    const startedAt = performance.now();
    onDraining();
    app.log.info({ signal, graceMs }, 'shutting down: draining');
    const timer = setTimeout(() => {
      app.log.warn({ graceMs }, 'the grace period ended before the drain finished; exiting');
      exit(1);
    }, graceMs);
    timer.unref();
    draining = (async () => {
      for (const socket of openSockets(app)) socket.close(GOING_AWAY, GOING_AWAY_REASON);
      // Closing closes the idle keep-alive connections once; one busy then (an upload in flight)
      // would stay open after its answer until the keep-alive timeout (5 s): close each as it idles.
      const idle = setInterval(() => app.server.closeIdleConnections(), 50);
      await app.close().finally(() => clearInterval(idle));
      await closeData();
      clearTimeout(timer);
      app.log.info({ drainMs: Math.round(performance.now() - startedAt) }, 'drained; exiting');
      exit(0);
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'the drain failed; exiting');
      exit(1);
    });
    return draining;
  };
  for (const signal of signals) process.on(signal, () => void drain(signal));
  return { drain };
}
