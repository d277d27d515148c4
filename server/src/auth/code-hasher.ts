import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SessionKeys } from '../session/session-keys';

export type CodePurpose = 'login_sms' | 'reset_link' | 'reset_sms' | 'connector_ott' | 'invitation';

/**
 * Codes are stored only as keyed hashes (HMAC-SHA-256 under a key derived from the server's
 * signing key), so a copy of the database does not let anyone try the few million short codes.
 */
export class CodeHasher {
  private constructor(private readonly key: Buffer) {}

  static async fromSessionKeys(keys: SessionKeys): Promise<CodeHasher> {
    const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey));
    return new CodeHasher(Buffer.from(hkdfSync('sha256', pkcs8, 'portal-auth', 'one-time-code-hash', 32)));
  }

  hash(purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${code}`).digest('base64url');
  }

  matches(purpose: CodePurpose, code: string, storedHash: string): boolean {
    const a = Buffer.from(this.hash(purpose, code));
    const b = Buffer.from(storedHash);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** A code of `length` decimal digits from the CSPRNG, leading zeros kept. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/** A 256-bit random token, URL-safe (links, device cookies, connector tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
