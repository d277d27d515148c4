import { describe, expect, it } from 'vitest';
import { decodeTokenClaims } from './token-claims';
import { fakeToken } from '../../test/fake-token';

describe('decodeTokenClaims', () => {
  it('reads iat, vt, device and ids', () => {
    const token = fakeToken({ iat: 1000, vt: 20, device: 'trusted', user_id: 7, customer_id: 1 });
    expect(decodeTokenClaims(token)).toEqual({
      iat: 1000,
      vt: 20,
      device: 'trusted',
      user_id: '7',
      customer_id: '1',
    });
  });

  it('drops what it does not know and keeps missing claims missing', () => {
    expect(decodeTokenClaims(fakeToken({ device: 'laptop', vt: 'x' }))).toEqual({});
  });

  it('refuses what is not a JWT', () => {
    expect(decodeTokenClaims('nope')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(decodeTokenClaims(`a.${btoa('[1')}.c`)).toBeNull();
  });

  it('reads UTF-8 payloads', () => {
    expect(decodeTokenClaims(fakeToken({ vt: 1, name: 'Ærlig Øst' }))?.vt).toBe(1);
  });
});
