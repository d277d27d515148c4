// The built-in provider: it really signs (PAdES, adbe.pkcs7.detached over the byte range, SHA-256)
// with the key of signing-key.ts, so the whole flow works here without an outside service. Each
// signer's signature is its own revision: the first rewrites the original with a signature field,
// every later one is an incremental update, so the earlier signatures stay valid. With
// combine_signatures a page names the signers and when they signed, one line added per signature.
import { randomUUID } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { offThread, workerTask, type WorkerPool } from '../../../workers';
import type { DocumentLanguage } from '../document-pdf';
import { embedUnicodeFont, printable } from '../../../pdf/unicode-font';
import { loadForUpdate, saveIncrementally } from './incremental-update';
import { loadSigningKey, type SigningKey } from './signing-key';
import type { Signer, SigningProvider } from './signing-provider';

const TEXTS = {
  no: {
    heading: 'Signaturer',
    intro: 'Dokumentet er signert elektronisk av:',
    PATIENT: 'Deltaker',
    THERAPIST: 'Ansatt',
    seal: 'Forseglet med portalens dokumentsegl (PAdES).',
    reason: 'Signert av',
  },
  en: {
    heading: 'Signatures',
    intro: 'The document was signed electronically by:',
    PATIENT: 'Participant',
    THERAPIST: 'Staff',
    seal: "Sealed with the portal's document seal (PAdES).",
    reason: 'Signed by',
  },
} as const;

function when(date: Date, language: DocumentLanguage) {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(date);
}

/** The signer's line on the signatures page: the n-th signer (0-based) one row below the one before. */
async function drawSignerLine(
  page: PDFPage,
  pdf: PDFDocument,
  signer: Signer,
  n: number,
  language: DocumentLanguage,
) {
  const texts = TEXTS[language];
  // The signer's name as written (a Sami name too), in the Unicode font (server/src/pdf/unicode-font.ts).
  const font = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  const y = 724 - n * 40;
  page.drawText(printable(bold, `${signer.name} (${texts[signer.role]})`), { x: 56, y, size: 12, font: bold });
  page.drawText(when(signer.signedAt, language), {
    x: 56,
    y: y - 14,
    size: 10,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
}

/** The page that names the signers, added with the first signature; each later one adds its line. */
async function addSignaturePage(pdf: PDFDocument, language: DocumentLanguage) {
  const texts = TEXTS[language];
  const font = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(texts.heading, { x: 56, y: 780, size: 18, font: bold });
  page.drawText(texts.intro, { x: 56, y: 750, size: 11, font });
  page.drawText(texts.seal, { x: 56, y: 72, size: 10, font, color: rgb(0.35, 0.35, 0.35) });
  return page;
}

/** The n-th signature field (its own name, so a reader lists each signer's signature apart). */
function addPlaceholder(
  pdf: PDFDocument,
  page: PDFPage,
  signer: Signer,
  title: string,
  language: DocumentLanguage,
  n: number,
) {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: page,
    reason: `${TEXTS[language].reason} ${signer.name}: ${title}`.slice(0, 300),
    contactInfo: '',
    name: signer.name.slice(0, 200),
    location: 'Norge',
    signingTime: signer.signedAt,
    signatureLength: 8192,
  });
  const fields = pdf.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
  const widget = fields.lookup(fields.size() - 1, PDFDict);
  widget.set(PDFName.of('T'), PDFString.of(`Signature${n + 1}`));
}

export type SealInput = Parameters<SigningProvider['sign']>[0] & { key: SigningKey };

/** The signature sealed into the PDF: on a pool thread when the server runs it (signing.worker.ts). */
export async function sealSignature({ pdf, signedBefore, title, signer, signers, language, signaturePage, key }: SealInput) {
  const n = signers.length - 1;
  let prepared: Buffer;
  if (!signedBefore) {
    // The first signature: the original (never signed) is written anew with its page and field.
    const doc = await PDFDocument.load(pdf);
    const page = signaturePage ? await addSignaturePage(doc, language) : doc.getPage(doc.getPageCount() - 1);
    if (signaturePage) await drawSignerLine(page, doc, signer, n, language);
    addPlaceholder(doc, page, signer, title, language, n);
    prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  } else {
    // A later signature: appended as an incremental update, the signed bytes left as they are.
    const update = await loadForUpdate(pdf);
    const page = update.doc.getPage(update.doc.getPageCount() - 1);
    if (signaturePage) await drawSignerLine(page, update.doc, signer, n, language);
    addPlaceholder(update.doc, page, signer, title, language, n);
    prepared = await saveIncrementally(update);
  }
  const p12 = new P12Signer(Buffer.from(key.p12), { passphrase: key.passphrase });
  return new SignPdf().sign(prepared, p12, signer.signedAt);
}

const sealTask = workerTask<SealInput, Uint8Array>(
  import.meta.url,
  './signing.worker',
  'sealSignatureTask',
  HEAVY_WORK_LIMITS.signTimeoutMs,
);

/**
 * The built-in provider over the key under dataDir. With the server's pool (issue 24) the PDF work
 * and the RSA signature (node-forge, plain JavaScript) run on a pool thread; without one (a unit
 * test) in the caller's.
 */
export function builtinSigningProvider(dataDir: string, pool?: WorkerPool): SigningProvider {
  return {
    name: 'builtin',
    async openRequest() {
      return { requestId: `builtin-${randomUUID()}`, taskId: `task-${randomUUID()}` };
    },
    async sign(input) {
      const key = await loadSigningKey(dataDir, input.signer.signedAt);
      if (!pool) return sealSignature({ ...input, key });
      const sealed = await offThread(pool, sealTask, { ...input, key });
      return Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    },
  };
}
