// Issue 14 part 8: a signing provider is an adapter. The flow (who must sign, the SMS, the rows)
// is the portal's; a provider opens a request (its id and task id, §3 esignature_* fields) and
// seals each signer's signature into the PDF as it is given (PAdES, one signature per signer).
import type { DocumentLanguage } from '../document-pdf';

export interface Signer {
  role: 'PATIENT' | 'THERAPIST';
  name: string;
  signedAt: Date;
}

export interface SigningRequest {
  requestId: string;
  taskId: string;
}

export interface SigningProvider {
  readonly name: string;
  /** A new signing order for one shared document. */
  openRequest(input: { documentPatientId: number; title: string }): Promise<SigningRequest>;
  /**
   * `pdf` with `signer`'s PAdES signature added: the original when nobody has signed yet
   * (`signedBefore` false), else the copy the earlier signers signed, which must stay byte for byte
   * (an incremental update), so their signatures still verify.
   */
  sign(input: {
    pdf: Uint8Array;
    signedBefore: boolean;
    title: string;
    signer: Signer;
    /** Everyone who has signed, `signer` last. */
    signers: readonly Signer[];
    language: DocumentLanguage;
    /** combine_signatures: a page naming every signer, a line added with each signature. */
    signaturePage: boolean;
  }): Promise<Buffer>;
}
