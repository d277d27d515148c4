// The reports' CSV: comma-separated, CRLF lines, quoted where needed, and a cell a spreadsheet would
// read as a formula (=, +, -, @) made text with a leading apostrophe (CSV injection).
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(lines: readonly (readonly (string | number)[])[]): string {
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
