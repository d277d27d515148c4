// Checks a signed PDF's PAdES signature the way a reader does: the CMS SignedData in /Contents,
// its messageDigest against SHA-256 of the bytes /ByteRange names, and the RSA signature over the
// signed attributes with the certificate's key. The signing tests and the "verified" mark use it.
import { createHash } from 'node:crypto';
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import forge from 'node-forge';
import { offThread, workerTask, type WorkerPool } from '../../../workers';

export interface PadesCheck {
  valid: boolean;
  reason?: string;
  signerName?: string;
  /** The byte range covers the whole file but the signature itself. */
  coversWholeFile: boolean;
}

const MESSAGE_DIGEST = forge.pki.oids.messageDigest ?? '1.2.840.113549.1.9.4';

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The newest signature (the last in the file). */
export function verifyPades(pdf: Buffer): PadesCheck {
  const text = pdf.toString('latin1');
  const rangeMatch = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!rangeMatch) return { valid: false, reason: 'no ByteRange', coversWholeFile: false };
  return checkRange(pdf, text, rangeMatch);
}

export interface RevisionCheck extends PadesCheck {
  /** The /Name of the signature dictionary: who signed this revision. */
  name?: string;
  /** The byte range ends where a revision of the file ends (its %%EOF). */
  coversRevision: boolean;
}

/** Every signature in the file, oldest first, each checked over the revision it signed. */
export function verifyEachSignature(pdf: Buffer): RevisionCheck[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(BYTE_RANGE)].map((match) => {
    const check = checkRange(pdf, text, match);
    const [, , c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
    const end = text.slice(Math.max(0, c + d - 8), c + d);
    const start = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(start, text.indexOf('endobj', match.index));
    const name = /\/Name\s*\(((?:\\.|[^\\)])*)\)/.exec(dictionary)?.[1];
    return {
      ...check,
      ...(name === undefined
        ? {}
        : { name: Buffer.from(name.replace(/\\(.)/g, '$1'), 'latin1').toString('latin1') }),
      coversRevision: /%%EOF\s*$/.test(end),
    };
  });
}

/**
 * The CMS in a signature's /Contents, without the zeros that pad it to the placeholder's size: as
 * many bytes as its outer DER length names. (Trimming trailing `00`s instead also cut a signature
 * whose last byte is 0 — one in 256, as the RSA value is — and forge's lenient parse then read a
 * shorter signature that never verified: the journey's rare "could not be verified".)
 */
export function cmsHexOf(contentsHex: string): string {
  const byte = (at: number) => Number.parseInt(contentsHex.slice(at * 2, at * 2 + 2), 16);
  const first = byte(1);
  if (Number.isNaN(first)) return contentsHex;
  let header = 2;
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) return contentsHex;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + byte(2 + i);
    header += count;
  }
  return contentsHex.slice(0, (header + length) * 2);
}

function checkRange(pdf: Buffer, text: string, rangeMatch: RegExpMatchArray): PadesCheck {
  const [a, b, c, d] = rangeMatch.slice(1, 5).map(Number) as [number, number, number, number];
  const coversWholeFile = a === 0 && c + d === pdf.length;
  const contentsHex = text.slice(a + b, c).replace(/[<>\s]/g, '');
  const signedBytes = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  try {
    const der = forge.util.hexToBytes(cmsHexOf(contentsHex));
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(der, false),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature: string };
    };
    const cert = message.certificates[0];
    const attributes = message.rawCapture.authenticatedAttributes;
    if (!cert || !attributes)
      return { valid: false, reason: 'no certificate or signed attributes', coversWholeFile };
    const digest = createHash('sha256').update(signedBytes).digest('binary');
    const digestAttribute = attributes.find((attribute) => {
      const parts = attribute.value as forge.asn1.Asn1[];
      return parts[0] && forge.asn1.derToOid(parts[0].value as string) === MESSAGE_DIGEST;
    });
    const set = (digestAttribute?.value as forge.asn1.Asn1[] | undefined)?.[1];
    const stated = (set?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value;
    if (stated !== digest)
      return { valid: false, reason: 'the document changed after signing', coversWholeFile };
    const signedAttributes = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      attributes,
    );
    const attributesDigest = forge.md.sha256.create().update(forge.asn1.toDer(signedAttributes).getBytes());
    const key = cert.publicKey as forge.pki.rsa.PublicKey;
    const valid = key.verify(attributesDigest.digest().getBytes(), message.rawCapture.signature);
    const cn = cert.subject.getField('CN') as { value?: string } | null;
    return {
      valid,
      ...(valid ? {} : { reason: 'the signature does not match the certificate' }),
      ...(cn?.value ? { signerName: cn.value } : {}),
      coversWholeFile,
    };
  } catch (error) {
    return { valid: false, reason: `unreadable signature: ${(error as Error).message}`, coversWholeFile };
  }
}

const verifyTask = workerTask<Uint8Array, RevisionCheck[]>(
  import.meta.url,
  './signing.worker',
  'verifyEachSignatureTask',
  HEAVY_WORK_LIMITS.signTimeoutMs,
);

/**
 * verifyEachSignature on the server's pool (issue 24): it hashes the whole file once per signature
 * and checks RSA in plain JavaScript (node-forge), seconds for a large file. Without a pool (a unit
 * test) in the caller's thread.
 */
export async function verifyEachSignatureOffThread(pool: WorkerPool | undefined, pdf: Buffer): Promise<RevisionCheck[]> {
  return pool ? offThread(pool, verifyTask, new Uint8Array(pdf)) : verifyEachSignature(pdf);
}
