// Runs on a pool thread (workers/worker-pool.ts): a period's registrations as a CSV (papaparse) or an
// Excel workbook (exceljs), as the questionnaire answers' export does, so neither the rows of a large
// team's month nor the zipped workbook hold the event loop.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TimeEntry } from '@portal/rules';
import type { WorkRefused } from '../../workers';
import { EXPORT_COLUMNS, exportRow } from './time-export';

export interface TimeExportInput {
  entries: TimeEntry[];
  format: 'csv' | 'xlsx';
}

async function xlsx(entries: readonly TimeEntry[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  const sheet = workbook.addWorksheet('Time', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
  for (const entry of entries) sheet.addRow(exportRow(entry));
  sheet.columns.forEach((column, i) => {
    column.width = i === 8 ? 48 : 14;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * RFC 4180 with a BOM so Excel reads UTF-8; a cell starting with = + - @ is written so a spreadsheet
 * never runs it as a formula (escapeFormulae).
 */
function csv(entries: readonly TimeEntry[]): Uint8Array {
  const text = Papa.unparse(
    { fields: [...EXPORT_COLUMNS], data: entries.map(exportRow) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return new TextEncoder().encode(`\ufeff${text}\r\n`);
}

export async function renderTimeExport(input: TimeExportInput): Promise<Uint8Array | WorkRefused> {
  return input.format === 'xlsx' ? xlsx(input.entries) : csv(input.entries);
}
