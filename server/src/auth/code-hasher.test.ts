import { describe, expect, it } from 'vitest';
import { generateKeyPair } from 'jose';
import { CodeHasher, randomDigits, randomToken } from './code-hasher';
import { smsCodeText } from './sms-texts';

describe('codes', () => {
  it('draws codes of the asked length from the CSPRNG', () => {
    const codes = Array.from({ length: 200 }, () => randomDigits(7));
    expect(codes.every((c) => /^\d{7}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hashes with a server key, per purpose, and compares in constant time', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const hasher = await CodeHasher.fromSessionKeys({ privateKey, publicKey });
    const hash = hasher.hash('login_sms', '1234567');
    expect(hash).not.toContain('1234567');
    expect(hasher.matches('login_sms', '1234567', hash)).toBe(true);
    expect(hasher.matches('reset_sms', '1234567', hash)).toBe(false);
    expect(hasher.matches('login_sms', '1234568', hash)).toBe(false);
    const other = await CodeHasher.fromSessionKeys(await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true }));
    expect(other.hash('login_sms', '1234567')).not.toBe(hash);
  });

  it('puts the code in the SMS as its only number of that length', () => {
    const login = smsCodeText('Demo Arbeid', '0123456', 300_000, 'login');
    expect(login.match(/\b\d{7}\b/g)).toEqual(['0123456']);
    const reset = smsCodeText('Demo Omsorg', '654321', 600_000, 'reset');
    expect(reset.match(/\b\d{6}\b/g)).toEqual(['654321']);
  });
});
