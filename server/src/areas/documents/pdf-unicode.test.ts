// Issue 26 item 9: the PDFs the documents area makes print Sami and Norwegian letters as
// themselves (DejaVu Sans, embedded as a subset), not "?": a generated document and the signature
// page of a signed copy, each read back with the text extraction the search uses (pdf.js, unpdf).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocumentPdfTask } from './document-pdf.worker';
import { builtinSigningProvider } from './signing/builtin-signing-provider';
import { verifyPades } from './signing/verify-pades';

const SAMI = 'Áŋŋá Čđŧž Sámi: č đ ŋ ŧ ž Č Đ Ŋ Ŧ Ž';
const NORWEGIAN = 'Blåbærsyltetøy ÆØÅ æøå';

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

describe('Unicode in the PDFs of the documents area', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-unicode-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints č, đ, ŋ, ŧ, ž and æøå as themselves in a generated document, in a small subset font', async () => {
    const pdf = await renderDocumentPdfTask({
      title: `Vedtak for ${SAMI}`,
      html: `<h2>${NORWEGIAN}</h2><p><strong>${SAMI}</strong> og <em>${NORWEGIAN}</em></p><ul><li>${SAMI}</li></ul>`,
      images: [],
      brand: { tenantName: 'Čáhppes kommune', color: '#1f4e8c' },
      language: 'no',
      subtitle: 'Máret Ŋuolla',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    if (!(pdf instanceof Uint8Array)) throw new Error(`refused: ${JSON.stringify(pdf)}`);
    const text = await textOf(pdf);
    for (const letter of ['č', 'đ', 'ŋ', 'ŧ', 'ž', 'Č', 'Đ', 'Ŋ', 'Ŧ', 'Ž', 'æ', 'ø', 'å', 'Æ', 'Ø', 'Å'])
      expect(text).toContain(letter);
    expect(text).toContain('Blåbærsyltetøy');
    expect(text).toContain('Čáhppes kommune');
    expect(text).toContain('Máret Ŋuolla');
    expect(text).not.toContain('?');
    // Subsets: four styles of DejaVu Sans whole are about 2.5 MB; the glyphs used are a few kB each.
    expect(pdf.byteLength).toBeLessThan(120_000);
    const fonts = (await PDFDocument.load(pdf)).context
      .enumerateIndirectObjects()
      .map(([, object]) => object.toString())
      .filter((object) => object.includes('/FontName'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\/FontName \/DejaVuSans/);
  });

  it('writes a Sami signer’s name on the signature page of the signed copy, which verifies', async () => {
    const original = await renderDocumentPdfTask({
      title: 'Samtykke',
      blocks: [{ kind: 'paragraph', runs: [{ text: 'Samtykke til samarbeid', bold: false, italic: false }] }],
      brand: { tenantName: 'Demo', color: '#1f4e8c' },
      language: 'no',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    if (!(original instanceof Uint8Array)) throw new Error('refused');
    const signer = {
      role: 'PATIENT' as const,
      name: 'Ánde Čđŋŧž Øvergård',
      signedAt: new Date('2026-03-02T09:00:00Z'),
    };
    const signed = await builtinSigningProvider(dataDir).sign({
      pdf: Buffer.from(original),
      signedBefore: false,
      title: 'Samtykke',
      signer,
      signers: [signer],
      language: 'no',
      signaturePage: true,
    });
    expect(await textOf(signed)).toContain('Ánde Čđŋŧž Øvergård (Deltaker)');
    expect(verifyPades(signed)).toMatchObject({ valid: true });
  });
});
