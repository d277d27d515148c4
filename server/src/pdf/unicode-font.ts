// Issue 26 item 9: every PDF the server makes embeds a Unicode font (DejaVu Sans from the
// dejavu-fonts-ttf package, through @pdf-lib/fontkit), so Sami letters (č, đ, ŋ, ŧ, ž), Norwegian
// æøå and the rest print as themselves; the standard fonts knew WinAnsi only and printed "?".
// Each font is embedded as a subset (only the glyphs the document uses), so a PDF stays small.
// The files are read once per thread (the PDF work runs on pool threads) and kept in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic';

const FILES: Record<FontStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
};

/** The package's folder, resolved from this module (server/src or server/dist) as Node resolves it. */
function fontDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

const cache = new Map<FontStyle, Uint8Array>();

/** The TTF's bytes, read once per thread. */
export function fontBytes(style: FontStyle): Uint8Array {
  let bytes = cache.get(style);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path.join(fontDir(), FILES[style])));
    cache.set(style, bytes);
  }
  return bytes;
}

/** The style embedded in `pdf` as a subset of DejaVu Sans. */
export async function embedUnicodeFont(pdf: PDFDocument, style: FontStyle = 'regular'): Promise<PDFFont> {
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(fontBytes(style), { subset: true });
}

/** The four styles a document uses. */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<Record<FontStyle, PDFFont>> {
  return {
    regular: await embedUnicodeFont(pdf, 'regular'),
    bold: await embedUnicodeFont(pdf, 'bold'),
    italic: await embedUnicodeFont(pdf, 'italic'),
    boldItalic: await embedUnicodeFont(pdf, 'boldItalic'),
  };
}

const supported = new WeakMap<PDFFont, Set<number>>();

/**
 * The text with what the font has no glyph for (an emoji, a rare script) as "?", so nothing prints
 * as an empty box or fails; a non-breaking hyphen the font lacks is a plain one.
 */
export function printable(font: PDFFont, text: string): string {
  let set = supported.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supported.set(font, set);
  }
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (set.has(code)) out += char;
    else if (char === '\u2011' || char === '\u2010') out += '-';
    else if (code === 0x09) out += ' ';
    else if (code >= 0x20 && !/\p{M}|\p{Cf}/u.test(char)) out += '?';
  }
  return out;
}
