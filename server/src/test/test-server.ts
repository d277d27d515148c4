import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/config';
import type { Database } from '../db/database';
import { loadSessionKeys, type SessionKeys } from '../session/session-keys';
import { createSeededTestDatabase, createTestDatabase } from './database';
import { httpRequest, type HttpAnswer } from './http-request';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  sessionKeys: SessionKeys;
  port: number;
  /** Real HTTP against the listening server; `host` defaults to demo.localhost. */
  request(pathAndQuery: string, init?: TestRequestInit): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export interface TestRequestInit {
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A JSON request as the portal's apps make it: the session token as a bearer (none when null) and
 * the body as JSON; `host` defaults to demo.localhost.
 */
export function sendJson(
  server: Pick<TestServer, 'request'>,
  method: string,
  pathAndQuery: string,
  token: string | null,
  body?: unknown,
  host?: string,
): Promise<HttpAnswer> {
  return server.request(pathAndQuery, {
    method,
    ...(host ? { host } : {}),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The configuration of a server run by a test or benchmark: quiet, on a free local port. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
}

/** A real server on a free port with its own database (demo data unless seed is false). */
export async function startTestServer(
  options: { seed?: boolean; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const test = options.seed === false ? await createTestDatabase() : await createSeededTestDatabase();
  const config = testConfig(dataDir, options.env);
  const sessionKeys = await loadSessionKeys(dataDir, {});
  const app = await buildApp({
    config,
    db: test.db,
    sessionKeys,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db: test.db,
    config,
    sessionKeys,
    port,
    request: (pathAndQuery, init = {}) =>
      httpRequest(port, pathAndQuery, { ...init, host: `${init.host ?? 'demo.localhost'}:${port}` }),
    async close() {
      await app.close();
      await test.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
