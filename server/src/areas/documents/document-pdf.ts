// Issue 14 parts 5 and 6: a document as a PDF (pdf-lib) in the tenant's brand: a band in the
// tenant's theme colour with its name, the title, the blocks (headings, paragraphs, lists, tables,
// inline images) with page breaks, and "Page n of m" in the document's language, in a Unicode font.
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { HEAVY_WORK_LIMITS } from '@portal/rules';
import { imageRefusal, PageLimitReached, type WorkRefused } from '../../workers';
import { embedUnicodeFonts, printable } from '../../pdf/unicode-font';
import type { Block, TextRun } from './rich-text-blocks';

export type DocumentLanguage = 'no' | 'en';

export interface DocumentBrand {
  tenantName: string;
  /** The tenant's theme colour, #rrggbb. */
  color: string;
}

export interface DocumentPdfInput {
  title: string;
  blocks: readonly Block[];
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** A line under the title (who it is about, the date). */
  subtitle?: string;
  createdAt: Date;
}

/** §9 themes, the same colours as the shell's palette (portal-theme.ts), for the PDF's band. */
export const THEME_COLORS: Readonly<Record<string, string>> = {
  default: '#1f4e8c',
  greenish: '#1b6b45',
  retail: '#b3261e',
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);

function hexColor(hex: string): RGB {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex : '#1f4e8c';
  return rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
}

class Layout {
  pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly color: RGB,
    readonly brand: DocumentBrand,
  ) {
    this.newPage();
  }

  newPage() {
    if (this.pages.length >= HEAVY_WORK_LIMITS.renderMaxPages) throw new PageLimitReached();
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.page.drawRectangle({ x: 0, y: PAGE.height - 36, width: PAGE.width, height: 36, color: this.color });
    this.page.drawText(printable(this.fonts.bold, this.brand.tenantName), {
      x: PAGE.margin,
      y: PAGE.height - 23,
      size: 11,
      font: this.fonts.bold,
      color: rgb(1, 1, 1),
    });
    this.y = PAGE.height - 36 - 32;
  }

  need(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }

  fontOf(run: Pick<TextRun, 'bold' | 'italic'>): PDFFont {
    if (run.bold && run.italic) return this.fonts.boldItalic;
    if (run.bold) return this.fonts.bold;
    if (run.italic) return this.fonts.italic;
    return this.fonts.regular;
  }

  /** Word-wrapped runs from x within width; returns the height used. */
  runs(
    runs: readonly TextRun[],
    x: number,
    width: number,
    size: number,
    draw = true,
    force?: Partial<TextRun>,
  ) {
    const lineHeight = size * 1.4;
    const words: { text: string; run: TextRun; newline?: boolean }[] = [];
    for (const run of runs) {
      const styled = { ...run, ...force };
      for (const part of styled.text.split(/(\n| )/)) {
        if (part === '\n') words.push({ text: '', run: styled, newline: true });
        else if (part && part !== ' ') words.push({ text: part, run: styled });
      }
    }
    let lineX = x;
    let lines = 1;
    if (draw) this.need(lineHeight);
    let top = this.y;
    for (const word of words) {
      const font = this.fontOf(word.run);
      const text = printable(font, word.text);
      const w = font.widthOfTextAtSize(text, size);
      const space = font.widthOfTextAtSize(' ', size);
      if (word.newline || (lineX > x && lineX + w > x + width)) {
        lines += 1;
        lineX = x;
        if (draw) {
          this.y -= lineHeight;
          this.need(lineHeight);
          top = this.y;
        }
        if (word.newline) continue;
      }
      if (draw) {
        this.page.drawText(text, {
          x: lineX,
          y: top - size,
          size,
          font,
          color: word.run.href ? this.color : TEXT,
        });
        if (word.run.href)
          this.page.drawLine({
            start: { x: lineX, y: top - size - 1.5 },
            end: { x: lineX + w, y: top - size - 1.5 },
            thickness: 0.5,
            color: this.color,
          });
      }
      lineX += w + space;
    }
    if (draw) this.y -= lineHeight;
    return lines * lineHeight;
  }
}

/** An image past the limits (issue 24): the renderer's entry answers it as a refusal. */
export class ImageRefused extends Error {
  constructor(readonly refusal: WorkRefused) {
    super(`[documents] image refused: ${refusal.refused}`);
  }
}

async function drawImage(layout: Layout, src: string) {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(src);
  if (!match?.[2]) return;
  const bytes = Buffer.from(match[2], 'base64');
  // Its size is read from the header before pdf-lib decodes it (a few KB can be 8000 x 8000 pixels).
  const refusal = imageRefusal(bytes);
  if (refusal) throw new ImageRefused(refusal);
  try {
    const image = match[1] === 'png' ? await layout.pdf.embedPng(bytes) : await layout.pdf.embedJpg(bytes);
    const width = Math.min(image.width, PAGE.width - 2 * PAGE.margin);
    const height = Math.min((image.height * width) / image.width, 400);
    layout.need(height + 8);
    layout.page.drawImage(image, {
      x: PAGE.margin,
      y: layout.y - height,
      width: (image.width * height) / image.height,
      height,
    });
    layout.y -= height + 8;
  } catch {
    // An image pdf-lib cannot read is left out of the PDF; the text is what matters.
  }
}

function drawTable(layout: Layout, rows: Extract<Block, { kind: 'table' }>['rows']) {
  const columns = Math.max(...rows.map((row) => row.cells.length), 1);
  const width = (PAGE.width - 2 * PAGE.margin) / columns;
  const size = 10;
  for (const row of rows) {
    const heights = row.cells.map((cell) =>
      layout.runs(cell, 0, width - 8, size, false, row.header ? { bold: true } : {}),
    );
    const height = Math.max(...heights, size * 1.4) + 6;
    layout.need(height);
    const top = layout.y;
    row.cells.forEach((cell, index) => {
      const x = PAGE.margin + index * width;
      layout.page.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        borderColor: MUTED,
        borderWidth: 0.5,
        ...(row.header ? { color: rgb(0.94, 0.95, 0.97) } : {}),
      });
      layout.y = top - 3;
      layout.runs(cell, x + 4, width - 8, size, true, row.header ? { bold: true } : {});
    });
    layout.y = top - height;
  }
  layout.y -= 10;
}

/** The PDF's bytes. */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setAuthor(input.brand.tenantName);
  pdf.setLanguage(input.language === 'no' ? 'nb-NO' : 'en-GB');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  // DejaVu Sans, subset (server/src/pdf/unicode-font.ts): every letter of the text prints as itself.
  const fonts: Fonts = await embedUnicodeFonts(pdf);
  const color = hexColor(input.brand.color);
  const layout = new Layout(pdf, fonts, color, input.brand);
  const bodyWidth = PAGE.width - 2 * PAGE.margin;
  layout.runs([{ text: input.title, bold: true, italic: false }], PAGE.margin, bodyWidth, 20);
  if (input.subtitle)
    layout.runs([{ text: input.subtitle, bold: false, italic: false }], PAGE.margin, bodyWidth, 10);
  layout.y -= 10;

  for (const block of input.blocks) {
    if (block.kind === 'heading') {
      const size = [0, 17, 15, 13, 12][block.level] ?? 12;
      layout.y -= 6;
      layout.need(size * 3);
      layout.runs(block.runs, PAGE.margin, bodyWidth, size, true, { bold: true });
      layout.y -= 2;
    } else if (block.kind === 'paragraph') {
      layout.runs(block.runs, PAGE.margin, bodyWidth, 11);
      layout.y -= 6;
    } else if (block.kind === 'list-item') {
      const indent = PAGE.margin + 14 + block.depth * 16;
      layout.need(16);
      layout.page.drawText(printable(fonts.regular, block.marker), {
        x: indent - 14,
        y: layout.y - 11,
        size: 11,
        font: fonts.regular,
        color: TEXT,
      });
      layout.runs(block.runs, indent, bodyWidth - (indent - PAGE.margin), 11);
      layout.y -= 2;
    } else if (block.kind === 'table') drawTable(layout, block.rows);
    else if (block.kind === 'image') await drawImage(layout, block.src);
    else {
      layout.need(12);
      layout.page.drawLine({
        start: { x: PAGE.margin, y: layout.y - 6 },
        end: { x: PAGE.width - PAGE.margin, y: layout.y - 6 },
        thickness: 0.5,
        color: MUTED,
      });
      layout.y -= 12;
    }
  }

  const total = layout.pages.length;
  layout.pages.forEach((page, index) => {
    const label = input.language === 'no' ? `Side ${index + 1} av ${total}` : `Page ${index + 1} of ${total}`;
    const w = fonts.regular.widthOfTextAtSize(label, 9);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - w,
      y: 28,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: false });
}
