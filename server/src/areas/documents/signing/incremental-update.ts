// An incremental PDF update (ISO 32000-1 §7.5.6) written with pdf-lib, which itself only rewrites
// whole files: the signed bytes stay exactly as they are, and only the objects a change made or
// altered are appended after them, with their own cross-reference section and a trailer whose
// /Prev names the one before. So an earlier signature's byte range still hashes to what it signed,
// and each signer's signature is its own revision of the same file.
import { PDFDict, PDFDocument, PDFName, PDFNumber, type PDFObject, type PDFRef } from 'pdf-lib';

export interface UpdatableDocument {
  doc: PDFDocument;
  original: Buffer;
  /** Each indirect object's bytes as loaded, to tell later which ones a change touched. */
  before: Map<string, Buffer>;
}

function bytesOf(object: PDFObject): Buffer {
  const buffer = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(buffer, 0);
  return Buffer.from(buffer);
}

const keyOf = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

/** The PDF, parsed with every earlier revision, ready for changes that will be appended. */
export async function loadForUpdate(pdf: Uint8Array): Promise<UpdatableDocument> {
  const original = Buffer.from(pdf);
  // No metadata refresh: an untouched Info dictionary is not rewritten.
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const before = new Map<string, Buffer>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) before.set(keyOf(ref), bytesOf(object));
  return { doc, original, before };
}

/** The offset the last `startxref` names: the newest cross-reference section. */
export function lastXrefOffset(pdf: Buffer): number {
  const tail = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const match = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  if (!match?.[1]) throw new Error('no startxref in the PDF');
  return Number(match[1]);
}

/** The original bytes followed by one update holding the new and changed objects. */
export async function saveIncrementally({ doc, original, before }: UpdatableDocument): Promise<Buffer> {
  await doc.flush();
  const changed = doc.context
    .enumerateIndirectObjects()
    .map(([ref, object]) => ({ ref, bytes: bytesOf(object) }))
    .filter(({ ref, bytes }) => !before.get(keyOf(ref))?.equals(bytes))
    .sort((a, b) => a.ref.objectNumber - b.ref.objectNumber);
  const parts: Buffer[] = [original];
  let length = original.length;
  const push = (part: Buffer | string) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buffer);
    length += buffer.length;
  };
  if (original[original.length - 1] !== 0x0a) push('\n');
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const { ref, bytes } of changed) {
    offsets.set(ref.objectNumber, { offset: length, generation: ref.generationNumber });
    push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    push(bytes);
    push('\nendobj\n');
  }
  const xrefAt = length;
  // Subsections of consecutive object numbers; each entry exactly 20 bytes.
  let xref = 'xref\n';
  const numbers = [...offsets.keys()];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? 0) + 1) j += 1;
    xref += `${numbers[i]} ${j - i + 1}\n`;
    for (const n of numbers.slice(i, j + 1)) {
      const entry = offsets.get(n);
      xref += `${String(entry?.offset ?? 0).padStart(10, '0')} ${String(entry?.generation ?? 0).padStart(5, '0')} n\r\n`;
    }
    i = j + 1;
  }
  push(xref);
  const info = doc.context.trailerInfo;
  const trailer = PDFDict.withContext(doc.context);
  trailer.set(PDFName.of('Size'), PDFNumber.of(doc.context.largestObjectNumber + 1));
  if (info.Root) trailer.set(PDFName.of('Root'), info.Root);
  if (info.Info) trailer.set(PDFName.of('Info'), info.Info);
  if (info.ID) trailer.set(PDFName.of('ID'), info.ID);
  trailer.set(PDFName.of('Prev'), PDFNumber.of(lastXrefOffset(original)));
  push(`trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts, length);
}
