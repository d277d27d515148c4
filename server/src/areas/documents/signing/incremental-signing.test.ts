// Each signer's signature is its own revision (issue 14 part 8): the participant signs, then staff;
// the second signature is appended as an incremental update, so the first still verifies over the
// bytes it signed, the second over the whole file, and a reader finds one signature field per signer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinSigningProvider } from './builtin-signing-provider';
import type { Signer } from './signing-provider';
import { verifyEachSignature, verifyPades } from './verify-pades';

async function originalPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Samtykke til samarbeid', { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

async function signatureFields(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
  return Array.from({ length: fields.size() }, (_, i) =>
    fields.lookup(i, PDFDict).lookup(PDFName.of('T'), PDFString).decodeText(),
  );
}

describe('incremental signing, one revision per signer', () => {
  let dataDir = '';
  const participant: Signer = {
    role: 'PATIENT',
    name: 'Ola Hansen',
    signedAt: new Date('2026-03-02T09:00:00Z'),
  };
  const staff: Signer = {
    role: 'THERAPIST',
    name: 'Siri Ansatt',
    signedAt: new Date('2026-03-02T10:30:00Z'),
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-signing-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  for (const signaturePage of [true, false]) {
    it(`keeps the first signature valid when the second is added (signature page: ${signaturePage})`, async () => {
      const provider = builtinSigningProvider(dataDir);
      const original = await originalPdf();
      const common = { title: 'Samtykke', language: 'no' as const, signaturePage };
      const first = await provider.sign({
        ...common,
        pdf: original,
        signedBefore: false,
        signer: participant,
        signers: [participant],
      });
      expect(verifyEachSignature(first)).toMatchObject([
        { valid: true, coversWholeFile: true, coversRevision: true, name: 'Ola Hansen' },
      ]);

      const second = await provider.sign({
        ...common,
        pdf: first,
        signedBefore: true,
        signer: staff,
        signers: [participant, staff],
      });
      // The first revision is untouched: the new file starts with it, byte for byte.
      expect(second.subarray(0, first.length).equals(first)).toBe(true);
      const checks = verifyEachSignature(second);
      expect(checks).toMatchObject([
        { valid: true, coversWholeFile: false, coversRevision: true, name: 'Ola Hansen' },
        { valid: true, coversWholeFile: true, coversRevision: true, name: 'Siri Ansatt' },
      ]);
      expect(verifyPades(second)).toMatchObject({ valid: true, coversWholeFile: true });
      // A reader (pdf-lib here) sees both revisions as one document with two signature fields.
      expect(await signatureFields(second)).toEqual(['Signature1', 'Signature2']);
      const pages = (await PDFDocument.load(second)).getPageCount();
      expect(pages).toBe(signaturePage ? 2 : 1);

      // A byte changed in the first revision breaks both signatures; one in the update only the second.
      const early = Buffer.from(second);
      const at = early.indexOf('/Type /Catalog');
      early[at + 3] = 'q'.charCodeAt(0);
      expect(verifyEachSignature(early).map((c) => c.valid)).toEqual([false, false]);
      const late = Buffer.from(second);
      const inUpdate = late.indexOf('Siri Ansatt', first.length);
      late[inUpdate] = 's'.charCodeAt(0);
      expect(verifyEachSignature(late).map((c) => c.valid)).toEqual([true, false]);
    });
  }
});
