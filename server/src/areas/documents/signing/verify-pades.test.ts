// The verifier reads a signature's CMS exactly, padding and all: a signature whose last byte is 0
// (one in 256: the RSA value is as good as random) verifies like any other. Trimming the padding's
// zeros also cut that byte, and the signed-by-both journey then failed now and then with "could not
// be verified".
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { cmsHexOf, verifyEachSignature } from './verify-pades';

const PLACEHOLDER_BYTES = 2048;

/** A minimal signed "PDF": one signature dictionary whose byte range covers all but its /Contents. */
function signedFile(key: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate, at: Date) {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Sig /Name (Ola Hansen) /ByteRange [';
  const width = 10;
  const rangeText = (b: number, c: number, d: number) =>
    `0 ${String(b).padEnd(width)} ${String(c).padEnd(width)} ${String(d).padEnd(width)}] /Contents `;
  const tail = ' >>\nendobj\n%%EOF\n';
  const b = head.length + rangeText(0, 0, 0).length;
  const c = b + 2 + PLACEHOLDER_BYTES * 2;
  const d = tail.length;
  const before = head + rangeText(b, c, d);
  const signed = Buffer.from(before + tail, 'latin1');
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(signed.toString('binary'));
  p7.addCertificate(cert);
  p7.addSigner({
    key,
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: at as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  const der = forge.asn1.toDer(p7.toAsn1()).getBytes();
  const hex = forge.util.bytesToHex(der).padEnd(PLACEHOLDER_BYTES * 2, '0');
  return { der, pdf: Buffer.from(`${before}<${hex}>${tail}`, 'latin1') };
}

describe('the PAdES verifier', () => {
  it('keeps a CMS’s own trailing zero bytes and drops only the padding', () => {
    // SEQUENCE (short length) of an OCTET STRING ending in 00, then padding.
    expect(cmsHexOf('30060404616263000000')).toBe('3006040461626300');
    // Long-form length (0x82: two bytes) as a real CMS has.
    const body = `${'ab'.repeat(299)}00`;
    expect(cmsHexOf(`3082012c${body}${'00'.repeat(20)}`)).toBe(`3082012c${body}`);
  });

  it('verifies a signature whose last byte is 0, as any other', () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 512, e: 0x10001 });
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = '01';
    cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
    cert.validity.notAfter = new Date('2036-01-01T00:00:00Z');
    cert.setSubject([{ name: 'commonName', value: 'Test seal' }]);
    cert.setIssuer([{ name: 'commonName', value: 'Test seal' }]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    // Signing times one second apart until a signature ends in a zero byte (1 in 256 each).
    let found: ReturnType<typeof signedFile> | undefined;
    let other: ReturnType<typeof signedFile> | undefined;
    for (let second = 0; second < 5000 && !found; second += 1) {
      const made = signedFile(
        keys.privateKey,
        cert,
        new Date(Date.UTC(2026, 10, 1, 9, 0, second % 60, 0) + second * 1000),
      );
      if (made.der.endsWith('\x00')) found = made;
      else other ??= made;
    }
    expect(found, 'a signature ending in a zero byte').toBeDefined();
    for (const file of [other!, found!]) {
      const [check] = verifyEachSignature(file.pdf);
      expect(check).toMatchObject({ valid: true, coversWholeFile: true, name: 'Ola Hansen' });
    }
  });
});
