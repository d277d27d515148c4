// Runs on a pool thread (workers/worker-pool.ts): a template's responses in words as a CSV
// (papaparse) or an Excel file (exceljs), so neither the words of thousands of answers nor the
// zipped workbook hold the event loop. The rows were counted against ANSWERS_EXPORT_MAX_ROWS before.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  answerColumns,
  answerMomentText,
  qnrStatusTexts,
  type Language,
  type QnrTemplateModel,
} from '@portal/rules';
import type { WorkRefused } from '../../workers';
import { tableRow, type ResponseRow } from './qnr-answers-table';

export interface AnswersExportInput {
  model: QnrTemplateModel;
  rows: ResponseRow[];
  lang: Language;
  format: 'csv' | 'xlsx';
}

const HEAD = {
  en: {
    participant: 'Participant',
    status: 'Status',
    submitted: 'Submitted',
    saved: 'Last saved',
    answers: 'Answers',
  },
  no: {
    participant: 'Deltaker',
    status: 'Status',
    submitted: 'Levert',
    saved: 'Sist lagret',
    answers: 'Svar',
  },
} as const;

/** The header and the rows of text, the same for both formats. */
export function exportTable({ model, rows, lang }: Omit<AnswersExportInput, 'format'>) {
  const h = HEAD[lang];
  const header = [h.participant, h.status, h.submitted, h.saved, ...answerColumns(model).map((c) => c.title)];
  const body = rows.map((raw) => {
    const row = tableRow(model, raw, lang);
    return [
      row.participant_name ?? '',
      qnrStatusTexts[row.status][lang],
      answerMomentText(row.submitted_at, lang),
      answerMomentText(row.saved_at, lang),
      ...row.cells,
    ];
  });
  return { header, body };
}

/** A sheet's name as Excel allows it: at most 31 characters, none of []:*?/\. */
const sheetName = (title: string, lang: Language) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || HEAD[lang].answers;

async function xlsx(input: AnswersExportInput): Promise<Uint8Array> {
  const { header, body } = exportTable(input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  const sheet = workbook.addWorksheet(sheetName(input.model.title, input.lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow(header).font = { bold: true };
  for (const line of body) sheet.addRow(line);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(60, Math.max(12, (header[i] ?? '').length + 2));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function csv(input: AnswersExportInput): Uint8Array {
  const { header, body } = exportTable(input);
  // Chosen: Norwegian Excel reads `;` as the separator, English `,`; a cell starting with = + - @
  // is quoted so a spreadsheet never runs it as a formula (escapeFormulae); a BOM so Excel reads UTF-8.
  const text = Papa.unparse(
    { fields: header, data: body },
    { delimiter: input.lang === 'no' ? ';' : ',', escapeFormulae: true, newline: '\r\n' },
  );
  return new TextEncoder().encode(`\ufeff${text}`);
}

export async function renderAnswersExport(input: AnswersExportInput): Promise<Uint8Array | WorkRefused> {
  return input.format === 'xlsx' ? xlsx(input) : csv(input);
}
