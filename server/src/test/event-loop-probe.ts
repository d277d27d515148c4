// Issue 24: whether the server's event loop stays free while a heavy request runs. `/healthz` is
// asked again and again, each probe after the one before has answered, from the moment the heavy
// request's body has been sent until its answer arrives: a held loop answers no probe in between.
// Tests count the probes that completed before the heavy answer (ordering, not timing); the bench
// (bench/event-loop-under-load.ts) reads the waits.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { HttpAnswer } from './http-request';

export interface HeavyRequest {
  port: number;
  host?: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Probing starts once this settles too (e.g. `workerTaskStarted`), so every probe is made during the heavy work. */
  from?: Promise<unknown>;
  /** Stop probing after this many answered probes (tests: a few, so probing does not slow the work). */
  probes?: number;
}

export interface ProbeResult {
  heavy: HttpAnswer;
  /** Probes answered after the heavy body was sent (and `from` settled) and before its answer arrived. */
  probesBefore: number;
  /** Each probe's wait in ms (the bench reads these; tests must not). */
  waits: number[];
}

function send(request: HeavyRequest, onSent: () => void): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = request.body ?? '';
    const req = http.request(
      {
        host: '127.0.0.1',
        port: request.port,
        path: request.path,
        method: request.method,
        headers: { host: request.host ?? 'demo.localhost', 'content-length': String(Buffer.byteLength(body)), ...request.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: <T>() => JSON.parse(text) as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.on('finish', onSent);
    req.end(body);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function healthz(port: number, host: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/healthz', agent, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The heavy request's answer, with the `/healthz` probes made while it ran. */
export async function probeDuring(request: HeavyRequest): Promise<ProbeResult> {
  const host = request.host ?? 'demo.localhost';
  const waits: number[] = [];
  let probesBefore = 0;
  let done = false;
  let probing: Promise<void> = Promise.resolve();
  let answered: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (answered = resolve));
  const heavy = send(request, () => {
    probing = (async () => {
      await Promise.race([request.from, finished]);
      while (!done && probesBefore < (request.probes ?? Infinity)) {
        const wait = await healthz(request.port, host);
        waits.push(wait);
        if (!done) probesBefore += 1;
      }
    })();
  }).finally(() => {
    done = true;
    answered();
  });
  const answer = await heavy;
  await probing;
  return { heavy: answer, probesBefore, waits };
}

/** Settles when the server next hands a task to its worker pool (the heavy step has begun). */
export function workerTaskStarted(app: { workers: { run: (...args: never[]) => Promise<unknown> } }): Promise<void> {
  return new Promise((resolve) => {
    const pool = app.workers;
    const run = pool.run.bind(pool);
    pool.run = (...args: never[]) => {
      resolve();
      return run(...args);
    };
  });
}

/** The waits of `count` probes with nothing else running: the machine's own floor, for the bench. */
export async function idleWaits(port: number, count: number, host = 'demo.localhost'): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < count; i++) waits.push(await healthz(port, host));
  return waits;
}
