// The built-in signing provider's key (issue 14 part 8): an RSA key with a self-signed certificate
// in a PKCS#12 file under DATA_DIR/signing/, made on first use and kept across starts. Its
// passphrase is a random file beside it (mode 0600), never in the configuration or a log.
import { generateKeyPair, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

export interface SigningKey {
  p12: Buffer;
  passphrase: string;
}

const P12_FILE = 'document-seal.p12';
const PASSPHRASE_FILE = 'document-seal.passphrase';

async function createSigningKey(commonName: string, now: Date): Promise<SigningKey> {
  // The key pair is made on libuv's threads (issue 24), not on the event loop; the rest is quick.
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Portal' },
    { name: 'countryName', value: 'NO' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

const cache = new Map<string, Promise<SigningKey>>();

/** The key under dataDir, made and saved the first time. */
export function loadSigningKey(dataDir: string, now: Date): Promise<SigningKey> {
  const dir = path.resolve(dataDir, 'signing');
  const known = cache.get(dir);
  if (known) return known;
  const loading = (async () => {
    try {
      const [p12, passphrase] = await Promise.all([
        readFile(path.join(dir, P12_FILE)),
        readFile(path.join(dir, PASSPHRASE_FILE), 'utf8'),
      ]);
      return { p12, passphrase: passphrase.trim() };
    } catch {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const made = await createSigningKey('Portal document seal', now);
      // Written beside, then renamed: a reader never sees half a file.
      await writeFile(path.join(dir, `${PASSPHRASE_FILE}.tmp`), made.passphrase, { mode: 0o600 });
      await writeFile(path.join(dir, `${P12_FILE}.tmp`), made.p12, { mode: 0o600 });
      await rename(path.join(dir, `${PASSPHRASE_FILE}.tmp`), path.join(dir, PASSPHRASE_FILE));
      await rename(path.join(dir, `${P12_FILE}.tmp`), path.join(dir, P12_FILE));
      return made;
    }
  })();
  cache.set(dir, loading);
  loading.catch(() => cache.delete(dir));
  return loading;
}
