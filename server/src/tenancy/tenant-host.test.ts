import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenant-host';

describe('tenantFromHost', () => {
  it.each([
    ['demo.localhost:3000', { kind: 'tenant', subdomain: 'demo', host: 'demo.localhost' }],
    ['DEMO.Localhost', { kind: 'tenant', subdomain: 'demo', host: 'demo.localhost' }],
    ['localhost:3000', { kind: 'base', host: 'localhost' }],
    ['a.b.localhost', { kind: 'unknown', host: 'a.b.localhost' }],
    ['example.org', { kind: 'unknown', host: 'example.org' }],
  ])('%s', (host, expected) => {
    expect(tenantFromHost(host, 'localhost')).toEqual(expected);
  });

  it.each([undefined, '', 'demo..localhost', '-x.localhost', 'de mo.localhost', 'demo.localhost:abc', '<script>', '.localhost'])(
    'rejects malformed host %s',
    (host) => {
      expect(tenantFromHost(host, 'localhost')).toEqual({ kind: 'malformed' });
    },
  );

  it('works with a multi-label base domain', () => {
    expect(tenantFromHost('care.portal.example.org', 'portal.example.org')).toMatchObject({ kind: 'tenant', subdomain: 'care' });
  });
});
