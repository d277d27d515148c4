import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedUnicodeFont } from '../../pdf/unicode-font';
import { cutWord, pdfSafe, wrap } from './qnr-pdf';

describe('the questionnaire PDF line wrap', () => {
  it('cuts a 4,000-character word into lines that fit, measuring each character once', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    let measured = 0;
    const width = font.widthOfTextAtSize.bind(font);
    font.widthOfTextAtSize = (text: string, size: number) => {
      measured += text.length;
      return width(text, size);
    };
    const lines = wrap(`Start ${'w'.repeat(4_000)} slutt`, font, 10, 495);
    expect(lines.join('').replace(/ /g, '')).toBe(`Start${'w'.repeat(4_000)}slutt`);
    for (const line of lines) expect(width(line, 10)).toBeLessThanOrEqual(495);
    // Linear: a few passes over the text, where cutting one character at a time measured millions.
    expect(measured).toBeLessThan(20 * 4_000);
  });

  it('keeps words whole where they fit', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(cutWord('abc', font, 10, 495)).toEqual(['abc']);
    expect(wrap('ett to tre', font, 10, 495)).toEqual(['ett to tre']);
  });

  it('keeps Sami and Norwegian letters in the Unicode font, and only what it lacks becomes "?"', async () => {
    const font = await embedUnicodeFont(await PDFDocument.create(), 'regular');
    expect(wrap('Ánde Čđŋŧž svarte på skjemaet 漢', font, 10, 495)).toEqual([
      'Ánde Čđŋŧž svarte på skjemaet ?',
    ]);
    expect(pdfSafe('en\tto\u0007tre\nfire')).toBe('en to tre\nfire');
  });
});
