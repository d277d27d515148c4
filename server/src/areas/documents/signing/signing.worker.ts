// Runs on a pool thread (workers/worker-pool.ts): one signer's PAdES signature sealed into the PDF.
import { sealSignature, type SealInput } from './builtin-signing-provider';

export async function sealSignatureTask(input: SealInput): Promise<Uint8Array> {
  return new Uint8Array(await sealSignature(input));
}
