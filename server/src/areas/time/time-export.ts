// Issue 29 item 5: the registrations of a period as a file, CSV (RFC 4180: commas, quoted where
// needed, with a BOM so Excel reads UTF-8; a text a spreadsheet would run as a formula kept as text)
// or Excel (XLSX, Office Open XML: a ZIP of a few XML parts with inline strings). The ZIP is
// deflated by zlib's asynchronous call, which runs on libuv's thread pool, off the event loop.
import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import { formatMinutes, type TimeEntry } from '@portal/rules';

const deflate = promisify(deflateRaw);

export const EXPORT_COLUMNS = [
  'Date',
  'Person',
  'Start',
  'End',
  'Hours',
  'Minutes',
  'Participant',
  'Activity',
  'Note',
  'Status',
] as const;

export function exportRow(entry: TimeEntry): (string | number)[] {
  return [
    entry.date,
    entry.userName,
    entry.start ?? '',
    entry.end ?? '',
    formatMinutes(entry.minutes),
    entry.minutes,
    entry.recipientName ?? '',
    entry.activityType,
    entry.note ?? '',
    entry.status,
  ];
}

/** A cell that a spreadsheet would run as a formula is kept as text (CSV injection). */
function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : inertText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(entries: readonly TimeEntry[]): string {
  const lines = [EXPORT_COLUMNS.join(','), ...entries.map((e) => exportRow(e).map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 refuses
const XML_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

const xml = (text: string) =>
  text
    // XML 1.0 has no place for the C0 controls but tab, line feed and carriage return.
    .replace(XML_CONTROLS, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetXml(rows: readonly (readonly (string | number)[])[]): string {
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          return typeof value === 'number'
            ? `<c r="${ref}"><v>${value}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const XLSX_PARTS = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Time" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface ZipEntry {
  name: Buffer;
  crc: number;
  size: number;
  data: Buffer;
  offset: number;
}

function localHeader(entry: ZipEntry): Buffer {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(0x0800, 6); // UTF-8 names
  head.writeUInt16LE(8, 8); // deflate
  head.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
  head.writeUInt32LE(entry.crc, 14);
  head.writeUInt32LE(entry.data.length, 18);
  head.writeUInt32LE(entry.size, 22);
  head.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([head, entry.name]);
}

function centralHeader(entry: ZipEntry): Buffer {
  const head = Buffer.alloc(46);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(20, 6);
  head.writeUInt16LE(0x0800, 8);
  head.writeUInt16LE(8, 10);
  head.writeUInt32LE(0x00210000, 12);
  head.writeUInt32LE(entry.crc, 16);
  head.writeUInt32LE(entry.data.length, 20);
  head.writeUInt32LE(entry.size, 24);
  head.writeUInt16LE(entry.name.length, 28);
  head.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([head, entry.name]);
}

/** A ZIP archive (deflated members, no ZIP64: the parts of one export are far below 4 GB). */
export async function zip(files: Readonly<Record<string, string>>): Promise<Buffer> {
  const entries: ZipEntry[] = [];
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text, 'utf8');
    const entry = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(raw),
      size: raw.length,
      data: await deflate(raw),
      offset,
    };
    const header = localHeader(entry);
    chunks.push(header, entry.data);
    offset += header.length + entry.data.length;
    entries.push(entry);
  }
  const central = Buffer.concat(entries.map(centralHeader));
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, central, end]);
}

export function toXlsx(entries: readonly TimeEntry[]): Promise<Buffer> {
  const rows = [[...EXPORT_COLUMNS], ...entries.map(exportRow)];
  return zip({ ...XLSX_PARTS, 'xl/worksheets/sheet1.xml': sheetXml(rows) });
}
