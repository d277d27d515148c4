// The TURN path of the meeting room against a real coturn: this test starts Debian's `turnserver`
// with a generated secret on a free port, and allocates a relay through it with the credentials the
// server issues (the TURN REST API scheme), as a browser's ICE agent does (RFC 5766 Allocate with
// long-term credentials). A wrong or expired credential is refused. Skipped with a message when
// coturn is missing, unless REQUIRE_E2E=1 (CI, where `.ci/run` installs it), where that fails.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasTurnserver,
  startTurnserver,
  TURN_REALM,
  warnIfNoTurnserver,
  type TestTurnserver,
} from './test-turnserver';
import { iceServersFor } from './turn-credentials';

warnIfNoTurnserver('TURN TEST');

const COOKIE = 0x2112a442;
const REALM = TURN_REALM;

type Attributes = Map<number, Buffer>;

function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

/** An Allocate request for a UDP relay; with credentials, signed with MESSAGE-INTEGRITY. */
function allocateRequest(
  transaction: Buffer,
  auth?: { username: string; password: string; nonce: Buffer },
): Buffer {
  const attributes = [attribute(0x0019, Buffer.from([17, 0, 0, 0]))];
  if (auth) {
    attributes.push(attribute(0x0006, Buffer.from(auth.username)));
    attributes.push(attribute(0x0014, Buffer.from(REALM)));
    attributes.push(attribute(0x0015, auth.nonce));
  }
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(0x0003, 0);
  header.writeUInt32BE(COOKIE, 4);
  transaction.copy(header, 8);
  if (!auth) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  // MESSAGE-INTEGRITY covers everything before it, with the length counting it (RFC 5389 §15.4).
  header.writeUInt16BE(body.length + 24, 2);
  const key = createHash('md5').update(`${auth.username}:${REALM}:${auth.password}`).digest();
  const integrity = createHmac('sha1', key)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, attribute(0x0008, integrity)]);
}

function parse(message: Buffer): { type: number; transaction: Buffer; attributes: Attributes } {
  const attributes: Attributes = new Map();
  const length = message.readUInt16BE(2);
  let at = 20;
  while (at + 4 <= 20 + length) {
    const type = message.readUInt16BE(at);
    const size = message.readUInt16BE(at + 2);
    attributes.set(type, message.subarray(at + 4, at + 4 + size));
    at += 4 + size + ((4 - (size % 4)) % 4);
  }
  return { type: message.readUInt16BE(0), transaction: message.subarray(8, 20), attributes };
}

const errorCode = (attributes: Attributes) => {
  const value = attributes.get(0x0009);
  return value ? (value[2] ?? 0) * 100 + (value[3] ?? 0) : null;
};

function relayedAddress(attributes: Attributes): string | null {
  const value = attributes.get(0x0016);
  if (!value) return null;
  const port = value.readUInt16BE(2) ^ (COOKIE >>> 16);
  const address = (value.readUInt32BE(4) ^ COOKIE) >>> 0;
  return `${address >>> 24}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}:${port}`;
}

/** Sends `request` until an answer with its transaction comes (the server may still be starting). */
function exchange(
  socket: Socket,
  port: number,
  request: Buffer,
  tries = 50,
): Promise<ReturnType<typeof parse>> {
  const transaction = request.subarray(8, 20);
  return new Promise((resolve, reject) => {
    let left = tries;
    const timer = setInterval(() => {
      if (--left <= 0) {
        clearInterval(timer);
        socket.off('message', onMessage);
        reject(new Error('no answer from turnserver'));
      } else socket.send(request, port, '127.0.0.1');
    }, 200);
    const onMessage = (message: Buffer) => {
      const parsed = parse(message);
      if (!parsed.transaction.equals(transaction)) return;
      clearInterval(timer);
      socket.off('message', onMessage);
      resolve(parsed);
    };
    socket.on('message', onMessage);
    socket.send(request, port, '127.0.0.1');
  });
}

/** One Allocate the way an ICE agent does it: unauthenticated first (401 with a nonce), then signed. */
async function allocate(port: number, username: string, password: string) {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  try {
    const challenge = await exchange(socket, port, allocateRequest(randomBytes(12)));
    expect(errorCode(challenge.attributes)).toBe(401);
    const nonce = challenge.attributes.get(0x0015);
    if (!nonce) throw new Error('no nonce in the challenge');
    const answer = await exchange(
      socket,
      port,
      allocateRequest(randomBytes(12), { username, password, nonce }),
    );
    return {
      ok: answer.type === 0x0103,
      error: errorCode(answer.attributes),
      relayed: relayedAddress(answer.attributes),
    };
  } finally {
    socket.close();
  }
}

describe.skipIf(!hasTurnserver)('TURN through coturn with the credentials the server issues', () => {
  const secret = randomBytes(24).toString('base64url');
  let turn: TestTurnserver;
  let port: number;
  const log = () => turn.log();

  beforeAll(async () => {
    turn = await startTurnserver(secret);
    port = turn.port;
  });

  afterAll(async () => {
    await turn?.stop();
  });

  it('allocates a relay with issued credentials; a wrong or expired one is refused', async () => {
    const config = {
      TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`,
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: 600,
    };
    const [server] = iceServersFor(config, 42, new Date()).iceServers;
    if (!server?.username || !server.credential) throw new Error('no TURN credentials issued');
    const granted = await allocate(port, server.username, server.credential).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${log()}`);
    });
    expect(granted, log()).toMatchObject({ ok: true });
    expect(granted.relayed).toMatch(/^127\.0\.0\.1:\d+$/);
    // coturn writes its log line through a pipe, a moment after the answer.
    await expect
      .poll(log, { timeout: 10_000 })
      .toContain(`user <${server.username}>: incoming packet ALLOCATE processed, success`);

    expect(await allocate(port, server.username, 'not-the-password')).toMatchObject({
      ok: false,
      error: 401,
    });
    const [expired] = iceServersFor(config, 42, new Date(Date.now() - 3_600_000)).iceServers;
    expect(await allocate(port, expired?.username ?? '', expired?.credential ?? '')).toMatchObject({
      ok: false,
      error: 401,
    });
  });
});
