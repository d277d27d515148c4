import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPKCS8, generateKeyPair } from 'jose';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildServerOnce,
  copiedPostgresDatabase,
  spawnServer,
  type CopiedPostgresDatabase,
  type Proc,
} from '../test/built-server';
import { httpRequest, type HttpAnswer } from '../test/http-request';
import { startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy';
import { mobileOf, signInWithSms } from './test/sign-in-over-http';

// Issue 27 item 1: the deployment of compose.yaml without containers. Two built instances on one
// new PostgreSQL database (a copy of one with the demo data: migrate-lock.process.test.ts proves
// instances starting at once on an empty one), files on an S3-compatible store (s3rver for MinIO), the same session
// key, and a round-robin proxy for `*.localhost` in front (for Caddy). Every step below is sent
// through the proxy, and the proxy's `x-instance` header shows that the two halves of each story
// were served by different instances. Runs where PostgreSQL is (TEST_DATABASE_URL), as
// server/src/db/migrate-lock.process.test.ts.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';

const GRAPHQL = '/api/srvproxy/v1/graphql';
/** An instance's error log lines, for a failure's message. */
const errorsOf = (p: Proc) =>
  p.stdout
    .split('\n')
    .filter((line) => /"level":[56]0/.test(line))
    .join('\n') + p.stderr;

describe.skipIf(!adminUrl)(
  'two instances behind a proxy, on PostgreSQL and S3 (compose.yaml without containers)',
  () => {
    let database: CopiedPostgresDatabase | undefined;
    const dataDirs: string[] = [];
    const instances: ReturnType<typeof spawnServer>[] = [];
    let s3: S3rver | undefined;
    let s3Dir = '';
    let proxy: RoundRobinProxy;
    let host = '';
    let token = '';

    const send = (
      pathAndQuery: string,
      init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
    ) => httpRequest(proxy.port, pathAndQuery, { host, ...init });
    const servedBy = (answer: HttpAnswer) => Number(answer.headers['x-instance']);
    const graphql = (query: string) =>
      send(GRAPHQL, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });

    beforeAll(async () => {
      buildServerOnce();
      database = await copiedPostgresDatabase(adminUrl, 'seeded');
      s3Dir = await mkdtemp(path.join(tmpdir(), 'portal-topology-s3-'));
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: 'portal-files', configs: [] }],
      });
      const s3Address = await s3.run();
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      // What compose.yaml's x-portal block gives each instance; DATA_DIR stays each one's own.
      const shared = {
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '5',
        SESSION_PRIVATE_KEY: await exportPKCS8(privateKey),
        TRUST_PROXY: '127.0.0.1',
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'on',
      };
      for (let i = 0; i < 2; i += 1) {
        const dir = await mkdtemp(path.join(tmpdir(), `portal-topology-${i + 1}-`));
        dataDirs.push(dir);
        instances.push(spawnServer({ env: { ...shared, DATA_DIR: dir } }));
      }
      const ports = await Promise.all(instances.map((p) => p.ready));
      proxy = await startRoundRobinProxy(ports);
      host = `demo.localhost:${proxy.port}`;
    }, 120_000);

    afterAll(async () => {
      await proxy?.close();
      for (const p of instances) p.child.kill('SIGTERM');
      const codes = await Promise.all(instances.map((p) => p.exited));
      await s3?.close();
      await database?.drop();
      await Promise.all(
        [s3Dir, ...dataDirs].filter(Boolean).map((d) => rm(d, { recursive: true, force: true })),
      );
      expect(codes).toEqual([0, 0]);
    }, 60_000);

    it('answers /readyz on both instances, directly and through the proxy', async () => {
      for (const p of instances) {
        const ready = await httpRequest(p.port ?? 0, '/readyz', { host: `localhost:${p.port}` });
        expect(ready.status, `${ready.text} ${errorsOf(p)}`).toBe(200);
      }
      const [a, b] = [await send('/readyz'), await send('/readyz')];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(new Set([servedBy(a), servedBy(b)])).toEqual(new Set([1, 2]));
    });

    it('signs in across both instances, and the token is valid on each', async () => {
      // The password on one instance, the code sent by the other (from its outbox), the code checked on the first.
      const signedIn = await signInWithSms((pathAndQuery, headers) => send(pathAndQuery, { headers }), {
        username: 'staff',
        mobile: await mobileOf(database?.url ?? '', 'demo', 'staff'),
        outboxDir: (sms) => dataDirs[servedBy(sms) - 1] ?? '',
      });
      const [password, sms, check] = signedIn.steps;
      expect(servedBy(sms)).not.toBe(servedBy(password));
      expect(servedBy(check)).not.toBe(servedBy(sms));
      token = signedIn.token;

      // Signed on one instance, accepted by both.
      const answers = [
        await graphql('{ tasks(limit: 1) { id } }'),
        await graphql('{ tasks(limit: 1) { id } }'),
      ];
      expect(new Set(answers.map(servedBy))).toEqual(new Set([1, 2]));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.json()).not.toHaveProperty('errors');
      }
    });

    it('downloads through one instance a file uploaded through the other', async () => {
      const text = Buffer.from(
        `Lastet opp på den ene, hentet på den andre ${randomBytes(4).toString('hex')}.`,
      );
      const uploaded = await send('/api/files?name=topologi.txt', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-length': String(text.length) },
        body: text,
      });
      expect(uploaded.status, uploaded.text).toBe(201);
      const { id } = uploaded.json<{ id: number }>();
      const downloaded = await send(`/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(servedBy(downloaded)).not.toBe(servedBy(uploaded));
      expect(downloaded.status).toBe(200);
      expect(downloaded.text).toBe(text.toString());
      // In the bucket, not in either instance's DATA_DIR.
      const objects = (await readdir(s3Dir, { recursive: true })).filter((f) =>
        String(f).endsWith('._S3rver_object'),
      );
      expect(objects.length).toBeGreaterThan(0);
      for (const dir of dataDirs) expect(await readdir(path.join(dir, 'files')).catch(() => [])).toEqual([]);
    });

    it('pushes a live query on one instance after a write through the other', async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${proxy.port}${GRAPHQL}`, 'graphql-transport-ws', {
        headers: { host },
      });
      const socketAt = proxy.served.length + 1;
      const messages: {
        type: string;
        payload?: { data?: { tasks_aggregate?: { aggregate: { count: number } } } };
      }[] = [];
      const waiters: (() => void)[] = [];
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)) as (typeof messages)[number]);
        for (const wake of waiters.splice(0)) wake();
      });
      const next = async (count: number) => {
        const deadline = Date.now() + 10_000;
        while (messages.length < count && Date.now() < deadline)
          await new Promise<void>((resolve) => {
            waiters.push(resolve);
            setTimeout(resolve, 200);
          });
        return messages[count - 1];
      };
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      try {
        const socketInstance = proxy.served[socketAt - 1];
        socket.send(
          JSON.stringify({
            type: 'connection_init',
            payload: { headers: { Authorization: `Bearer ${token}` } },
          }),
        );
        expect((await next(1))?.type).toBe('connection_ack');
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: 'subscription { tasks_aggregate { aggregate { count } } }' },
          }),
        );
        const first = await next(2);
        expect(first?.type).toBe('next');
        const before = first?.payload?.data?.tasks_aggregate?.aggregate.count ?? -1;

        const started = Date.now();
        const write = await graphql(
          'mutation { insert_tasks_one(object: {title: "Skrevet på den andre"}) { id } }',
        );
        expect(write.json()).not.toHaveProperty('errors');
        expect(servedBy(write)).not.toBe(socketInstance);
        const pushed = await next(3);
        expect(pushed).toMatchObject({
          type: 'next',
          payload: { data: { tasks_aggregate: { aggregate: { count: before + 1 } } } },
        });
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        socket.close();
      }
    });
  },
);
