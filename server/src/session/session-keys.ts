import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey } from 'jose';

export const SESSION_ALG = 'EdDSA';

/** A session key that cannot be read; its message names where the key came from. */
export class SessionKeyError extends Error {}

export interface SessionKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * The session signing key: SESSION_PRIVATE_KEY (PKCS#8 PEM) when given, else created once in
 * DATA_DIR/keys and reused on every later start, so tokens survive restarts.
 */
export async function loadSessionKeys(
  dataDir: string,
  env: { SESSION_PRIVATE_KEY?: string } = process.env,
): Promise<SessionKeys> {
  let pem = env.SESSION_PRIVATE_KEY?.replace(/\\n/g, '\n');
  const file = path.join(dataDir, 'keys', 'session-ed25519.pem');
  const fromFile = !pem;
  if (!pem) {
    try {
      pem = await readFile(file, 'utf8');
    } catch {
      const { privateKey } = await generateKeyPair(SESSION_ALG, { crv: 'Ed25519', extractable: true });
      pem = await exportPKCS8(privateKey);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, pem, { mode: 0o600, flag: 'wx' }).catch(async () => {
        // Another process won the race: use its key.
        pem = await readFile(file, 'utf8');
      });
    }
  }
  const privateKey = await importPKCS8(pem, SESSION_ALG, { extractable: true }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SessionKeyError(`${fromFile ? `The session key ${file}` : 'SESSION_PRIVATE_KEY'} cannot be used: ${reason}`);
  });
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey('jwk', { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, { name: 'Ed25519' }, true, ['verify']);
  return { privateKey, publicKey };
}
