// One filled questionnaire as a PDF (issue 13.7, pdf-lib) in the user's language: its title, the
// participant, status and dates, then each question with its answer. Free text is drawn as text
// (never markup) and reduced to what the standard font can show; signatures are embedded images.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedUnicodeFont, printable } from '../../pdf/unicode-font';
import {
  HEAVY_WORK_LIMITS,
  qnrStatusTexts,
  type AnswerRow,
  type AnswerValue,
  type Language,
  type QnrTemplateModel,
} from '@portal/rules';
import { imageRefusal, PageLimitReached } from '../../workers';
import type { QnrRow } from './qnr-store';

const LABELS = {
  en: {
    participant: 'Participant',
    status: 'Status',
    validTo: 'Valid to',
    saved: 'Last saved',
    yes: 'Yes',
    no: 'No',
    none: '(no answer)',
    row: 'Row',
    printed: 'Printed',
  },
  no: {
    participant: 'Deltaker',
    status: 'Status',
    validTo: 'Gyldig til',
    saved: 'Sist lagret',
    yes: 'Ja',
    no: 'Nei',
    none: '(ikke besvart)',
    row: 'Rad',
    printed: 'Skrevet ut',
  },
} as const;

/** Control characters become spaces (the Unicode font prints every letter, issue 26 item 9). */
export function pdfSafe(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ' '));
}

/**
 * An over-long word cut into pieces that fit the width, each character measured once, so the cost
 * grows with the word's length (issue 24 case 2: cutting one character at a time and measuring the
 * rest again grew with about its cube, and a 4,000-character word held the server a minute).
 */
export function cutWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  const widths = new Map<string, number>();
  let start = 0;
  let used = 0;
  for (let i = 0; i < word.length; i++) {
    const char = word[i]!;
    let w = widths.get(char);
    if (w === undefined) {
      w = font.widthOfTextAtSize(char, size);
      widths.set(char, w);
    }
    if (used + w > width && i > start) {
      pieces.push(word.slice(start, i));
      start = i;
      used = 0;
    }
    used += w;
  }
  pieces.push(word.slice(start));
  return pieces;
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of pdfSafe(text).split('\n')) {
    let line = '';
    // What the font has no glyph for (an emoji) prints as "?" rather than failing.
    for (const word of printable(font, paragraph).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        const pieces = font.widthOfTextAtSize(word, size) > width ? cutWord(word, font, size, width) : [word];
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    lines.push(line);
  }
  return lines;
}

const dateText = (d: Date | string | null | undefined, lang: Language) =>
  d ? new Date(d).toLocaleString(lang === 'no' ? 'nb-NO' : 'en-GB', { timeZone: 'Europe/Oslo' }) : '-';

function valueText(
  value: AnswerValue | undefined,
  lang: Language,
  choices: { value: string; text: string }[],
): string {
  const l = LABELS[lang];
  if (value === undefined || value === null || value === '') return l.none;
  if (typeof value === 'boolean') return value ? l.yes : l.no;
  const label = (v: string) => choices.find((c) => c.value === v)?.text ?? v;
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(String(value));
}

export async function qnrPdf(
  row: QnrRow,
  model: QnrTemplateModel,
  answers: AnswerRow[],
  lang: Language,
  now: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(row.title));
  doc.setLanguage(lang === 'no' ? 'nb-NO' : 'en-GB');
  // DejaVu Sans, subset (server/src/pdf/unicode-font.ts): Sami and Norwegian letters print as themselves.
  const font = await embedUnicodeFont(doc, 'regular');
  const bold = await embedUnicodeFont(doc, 'bold');
  const l = LABELS[lang];
  const margin = 50;
  let page: PDFPage = doc.addPage();
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const need = (h: number) => {
    if (y - h < margin) {
      if (doc.getPageCount() >= HEAVY_WORK_LIMITS.renderMaxPages) throw new PageLimitReached();
      page = doc.addPage();
      y = page.getHeight() - margin;
    }
  };
  const write = (text: string, size = 10, f = font, color = rgb(0, 0, 0)) => {
    for (const line of wrap(text, f, size, width)) {
      need(size + 4);
      page.drawText(line, { x: margin, y: y - size, size, font: f, color });
      y -= size + 4;
    }
  };
  write(row.title, 18, bold);
  y -= 6;
  write(`${l.participant}: ${row.patient_name ?? '-'}`);
  write(`${l.status}: ${qnrStatusTexts[row.status][lang]}`);
  write(`${l.validTo}: ${dateText(row.valid_to, lang)}`);
  write(`${l.saved}: ${dateText(row.cache?.saved_at, lang)}`);
  write(`${l.printed}: ${dateText(now, lang)}`, 8, font, rgb(0.35, 0.35, 0.35));
  y -= 10;
  const top = new Map(
    answers.filter((a) => a.composite_question_id === null).map((a) => [a.question_id, a.value]),
  );
  for (const section of model.sections) {
    if (section.title) {
      y -= 6;
      write(section.title, 14, bold);
    }
    for (const q of section.questions) {
      if (q.type === 'info') continue;
      y -= 4;
      write(q.title, 11, bold);
      if (q.type === 'composite') {
        const cells = answers.filter((a) => a.composite_question_id === q.questionId);
        const rowIds = [...new Set(cells.map((c) => c.row_id))];
        if (rowIds.length === 0) write(l.none);
        for (const rowId of rowIds) {
          if (rowId !== null) write(`${l.row} ${Number(rowId) + 1}`, 9, bold);
          for (const inner of q.inner) {
            const cell = cells.find((c) => c.row_id === rowId && c.question_id === inner.questionId);
            const choices = q.matrix === 'choice' ? q.choices : inner.choices;
            write(`${inner.title}: ${valueText(cell?.value, lang, choices)}`);
          }
        }
        continue;
      }
      const value = top.get(q.questionId);
      if (q.type === 'signature' && typeof value === 'string' && value.startsWith('data:image/png;base64,')) {
        try {
          const bytes = Buffer.from(value.slice('data:image/png;base64,'.length), 'base64');
          // A signature past the image limits is never decoded: it shows as "no answer".
          if (imageRefusal(bytes)) throw new Error('signature image past the limits');
          const image = await doc.embedPng(bytes);
          const scaled = image.scaleToFit(240, 100);
          need(scaled.height + 4);
          page.drawImage(image, {
            x: margin,
            y: y - scaled.height,
            width: scaled.width,
            height: scaled.height,
          });
          y -= scaled.height + 4;
          continue;
        } catch {
          // not a PNG after all: shown as "no answer"
        }
        write(l.none);
        continue;
      }
      write(valueText(value, lang, q.choices));
    }
  }
  return doc.save();
}
