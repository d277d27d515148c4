// The demo's signed shares (server/src/demo/documents.ts) name a signed copy under
// `customers/<id>/files/demo-signed-<n>`: the first time one is read and it is not in the store yet,
// it is made as the signing flow makes one (the demo file sealed with the built-in provider, one
// signature per recorded signer) and kept. Only with DEMO_DATA, and only for those keys: a real
// signed copy that is missing stays a clear 404.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/database';
import type { FileStore } from '../storage';
import type { Asker } from './document-access';
import { signaturesOf, type Share } from './signing/signing-flow';
import type { Signer, SigningProvider } from './signing/signing-provider';
import { shareFile } from './stored-document';

const DEMO_SIGNED_KEY = /^customers\/\d+\/files\/demo-signed-\d+$/;

/** True for the key of a demo share's signed copy. */
export const isDemoSignedKey = (key: string | null): key is string =>
  key !== null && DEMO_SIGNED_KEY.test(key);

/** Made once per key at a time: two first readers get the same bytes. */
const making = new Map<string, Promise<Buffer>>();

async function makeCopy(
  deps: { db: Queryable; store: FileStore; provider: SigningProvider },
  asker: Asker,
  share: Share,
  key: string,
): Promise<Buffer> {
  if (!share.path) throw new Error('the demo share has no original');
  const original = await shareFile(deps.store, asker, share, share.path);
  const recorded = await signaturesOf(deps.db, asker.customerId, share.id);
  const signers: Signer[] = recorded.length
    ? recorded.map((s) => ({ role: s.signer_role, name: s.signer_name, signedAt: new Date(s.signed_at) }))
    : [{ role: 'PATIENT', name: share.patient_name, signedAt: new Date() }];
  let pdf: Buffer = original;
  for (const [n, signer] of signers.entries())
    pdf = await deps.provider.sign({
      pdf,
      signedBefore: n > 0,
      title: share.title,
      signer,
      signers: signers.slice(0, n + 1),
      language: 'no',
      signaturePage: share.combine_signatures,
    });
  await deps.store.put(key, Readable.from([pdf]), { contentType: 'application/pdf' });
  return pdf;
}

/** The demo share's signed copy, made and stored if it is not there yet. */
export function demoSignedCopy(
  deps: { db: Queryable; store: FileStore; provider: SigningProvider },
  asker: Asker,
  share: Share,
  key: string,
): Promise<Buffer> {
  const started = making.get(key);
  if (started) return started;
  const made = makeCopy(deps, asker, share, key).finally(() => making.delete(key));
  making.set(key, made);
  return made;
}
