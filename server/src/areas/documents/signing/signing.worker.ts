// Runs on a pool thread (workers/worker-pool.ts): one signer's PAdES signature sealed into the PDF,
// and the signatures of a signed PDF verified.
import { sealSignature, type SealInput } from './builtin-signing-provider';
import { verifyEachSignature, type RevisionCheck } from './verify-pades';

export async function sealSignatureTask(input: SealInput): Promise<Uint8Array> {
  return new Uint8Array(await sealSignature(input));
}

/** Every signature of a signed PDF checked (verify-pades.ts), off the event loop. */
export function verifyEachSignatureTask(pdf: Uint8Array): RevisionCheck[] {
  return verifyEachSignature(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
