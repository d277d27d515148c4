import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxEmailSender, createOutboxSmsSender } from './dev-outbox';
import { OutsideServiceError } from '../../http/outside-service-error';
import { createSmsGateway } from './sms-gateway';

function fakeLog() {
  const info = vi.fn();
  return { log: { info } as unknown as FastifyBaseLogger, info };
}

describe('dev outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('appends one JSON line per SMS and e-mail, and logs the content in development', async () => {
    const { log, info } = fakeLog();
    const now = () => new Date('2026-01-01T00:00:00Z');
    await createOutboxSmsSender({ dataDir, log, logContent: true, now }).send({ to: '+4799100001', content: 'code 1234567' });
    await createOutboxSmsSender({ dataDir, log, logContent: true, now }).send({ to: '+4799100002', content: 'code 7654321' });
    await createOutboxEmailSender({ dataDir, log, logContent: true, now }).send({ to: 'a@b.no', subject: 'Hi', text: 'link' });
    const sms = (await readFile(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(sms).toEqual([
      { to: '+4799100001', content: 'code 1234567', sent_at: '2026-01-01T00:00:00.000Z' },
      { to: '+4799100002', content: 'code 7654321', sent_at: '2026-01-01T00:00:00.000Z' },
    ]);
    const email = JSON.parse(await readFile(path.join(dataDir, 'outbox', 'email.jsonl'), 'utf8')) as unknown;
    expect(email).toEqual({ to: 'a@b.no', subject: 'Hi', text: 'link', sent_at: '2026-01-01T00:00:00.000Z' });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ content: 'code 1234567' }), expect.any(String));
  });

  it('keeps the content out of the log in production', async () => {
    const { log, info } = fakeLog();
    await createOutboxSmsSender({ dataDir, log, logContent: false }).send({ to: '+47', content: 'code 1234567' });
    expect(JSON.stringify(info.mock.calls)).not.toContain('1234567');
  });
});

describe('SMS gateway', () => {
  it('posts JSON with the Bearer token and fails on a non-2xx answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('ok', { status: 200 }));
    const gateway = createSmsGateway({ url: 'https://sms.example/send', token: 't0k', sender: 'Portal', fetchImpl });
    await gateway.send({ to: '+4799', content: 'hello' });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://sms.example/send',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ to: '+4799', from: 'Portal', content: 'hello' }) }),
    );
    const failing = createSmsGateway({ url: 'https://sms.example/send', fetchImpl: async () => new Response('no', { status: 502 }) });
    await expect(failing.send({ to: '+4799', content: 'x' })).rejects.toBeInstanceOf(OutsideServiceError);
  });
});
