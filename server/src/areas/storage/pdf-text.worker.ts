// Runs on a pool thread (workers/worker-pool.ts): the text of one PDF for search, page by page,
// stopping at the page and character limits. A PDF that pdf.js cannot read has no text.
import { getDocumentProxy } from 'unpdf';

export interface PdfTextInput {
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
}

export interface PdfTextResult {
  text: string | null;
  pages: number;
  /** Pages read: fewer than `pages` when the limits stopped the reading. */
  pagesRead: number;
}

export async function extractPdfText({ bytes, maxPages, maxChars }: PdfTextInput): Promise<PdfTextResult> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes);
  } catch {
    return { text: null, pages: 0, pagesRead: 0 };
  }
  try {
    const parts: string[] = [];
    let length = 0;
    let pagesRead = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && length < maxChars; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const page = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      pagesRead = n;
      if (!page) continue;
      parts.push(page);
      length += page.length + 1;
    }
    const text = parts.join(' ').slice(0, maxChars);
    return { text: text === '' ? null : text, pages: pdf.numPages, pagesRead };
  } catch {
    return { text: null, pages: pdf.numPages, pagesRead: 0 };
  } finally {
    await pdf.destroy();
  }
}
