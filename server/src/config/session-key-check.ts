import { createPrivateKey } from 'node:crypto';

/**
 * Why a PEM is not a session key (ARCHITECTURE.md §5: Ed25519, PKCS#8), or undefined when it is.
 * Synchronous, so the configuration check rejects it before a database is opened (issue 18).
 */
export function sessionKeyProblem(pem: string): string | undefined {
  if (!/^-----BEGIN PRIVATE KEY-----\r?\n/.test(pem.trim() + '\n'))
    return 'must be an Ed25519 private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)';
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    if (key.asymmetricKeyType !== 'ed25519') return `must be an Ed25519 key, not ${key.asymmetricKeyType ?? 'this kind'}`;
    return undefined;
  } catch {
    return 'is not a readable PKCS#8 PEM private key';
  }
}
