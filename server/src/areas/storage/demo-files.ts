// The demo documents' files (server/src/demo/documents.ts seeds their rows and text): written as real
// PDFs into the file store at start when missing, so the demo's previews, downloads and search work.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { embedUnicodeFont } from '../../pdf/unicode-font';
import type { Queryable } from '../../db/database';
import type { FileStore } from './file-store';

/** A one-page A4 PDF with a title and the text wrapped to the page. */
export async function simplePdf(title: string, text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold });
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, 11) > 480) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  lines.forEach((l, i) => page.drawText(l, { x: 56, y: 730 - i * 16, size: 11, font }));
  return Buffer.from(await pdf.save());
}

export async function ensureDemoFiles(
  db: Queryable,
  store: FileStore,
  log: FastifyBaseLogger,
): Promise<void> {
  const { rows } = await db.query<{
    id: string | number;
    name: string;
    path: string;
    text_content: string | null;
  }>(
    `SELECT id, name, path, text_content FROM documents
      WHERE path LIKE 'customers/%/files/demo-%' AND sha256 IS NULL AND deleted_at IS NULL`,
  );
  for (const row of rows) {
    try {
      if (await store.stat(row.path)) continue;
      const pdf = await simplePdf(row.name.replace(/\.pdf$/i, ''), row.text_content ?? '');
      const stored = await store.put(row.path, Readable.from([pdf]), { contentType: 'application/pdf' });
      await db.query('UPDATE documents SET size_bytes = $2, sha256 = $3 WHERE id = $1', [
        row.id,
        stored.size,
        stored.sha256,
      ]);
    } catch (error) {
      log.warn({ err: error, document: row.id }, 'files: could not write a demo file');
    }
  }
}
