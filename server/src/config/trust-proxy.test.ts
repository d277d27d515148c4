import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

// Issue 17.7: the client address is the one the trusted proxy saw, never the client's own claim.
describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['off', false],
    ['true', 1],
    ['1', 1],
    ['on', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads %s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/', '10.0.0.1,', 'fd00::/129', '-1'])('refuses %s with one line naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY must be false, true/);
  });

  it('defaults to no proxy', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  // Fastify itself resolves the address with the parsed value; inject's socket is 127.0.0.1.
  async function clientAddress(trustProxy: string, forwardedFor: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trustProxy) ?? false) });
    app.get('/', (request) => ({ ip: request.ip }));
    const answer = await app.inject({ url: '/', headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return answer.json<{ ip: string }>().ip;
  }

  it('takes the right-most address that is not a trusted proxy', async () => {
    // The client wrote "6.6.6.6" itself; the proxy appended the address it saw.
    expect(await clientAddress('false', '6.6.6.6, 203.0.113.7')).toBe('127.0.0.1');
    expect(await clientAddress('true', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('2', '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await clientAddress('127.0.0.1', '6.6.6.6, 10.0.0.2')).toBe('10.0.0.2');
    expect(await clientAddress('127.0.0.1,10.0.0.0/8', '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    // A list that does not hold the socket's address trusts nothing.
    expect(await clientAddress('10.0.0.0/8', '6.6.6.6')).toBe('127.0.0.1');
  });
});
