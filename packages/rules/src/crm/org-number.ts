// Issue 29 item 2: a Norwegian organisation number (Enhetsregisteret) is nine digits whose last is a
// mod-11 check digit over the first eight with the weights 3 2 7 6 5 4 3 2; a remainder that gives
// 10 makes no valid number.
const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The nine digits of a number as typed (spaces and dots allowed between them), or null. */
export function normaliseOrgNumber(text: string): string | null {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** Whether nine digits carry a right mod-11 check digit. */
export function isValidOrgNumber(text: string): boolean {
  const digits = normaliseOrgNumber(text);
  if (!digits) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[8]);
}

/**
 * The organisation numbers of a CSV (or any list): every field of every line that looks like a
 * number (nine digits, spaces allowed), in order, each once; a header line falls out by itself.
 * Fields with letters and digits together are reported as not numbers (`bad`).
 */
export function orgNumbersOfCsv(csv: string): { numbers: string[]; bad: string[] } {
  const numbers: string[] = [];
  const bad: string[] = [];
  for (const line of csv.split(/\r?\n/)) {
    for (const raw of line.split(/[,;\t]/)) {
      const field = raw.trim().replace(/^"|"$/g, '').trim();
      if (!field || !/\d/.test(field)) continue;
      const digits = normaliseOrgNumber(field);
      if (digits === null) bad.push(field.slice(0, 40));
      else if (!numbers.includes(digits)) numbers.push(digits);
    }
  }
  return { numbers, bad };
}
