// Issue 24.11: input the database cannot store is refused at the contract layer with a clear 400,
// never met as a 5xx. PostgreSQL's text and jsonb cannot hold the character NUL (U+0000), and a
// date outside years 1 to 9999 cannot be written as the ISO text the drivers send (year 0000 and
// JavaScript's +275760 are refused by PostgreSQL). The areas' schemas build on these blocks; the
// server's HTTP layer also walks every JSON body with `findUnstorableText` (server/src/http/storable-input.ts).
import { z } from 'zod';

/** The years a stored date may have (PostgreSQL's ISO input; the drivers' output). */
export const STORABLE_YEAR_MIN = 1;
export const STORABLE_YEAR_MAX = 9999;

export const hasNul = (text: string) => text.includes('\u0000');

/** A string PostgreSQL can store: no NUL. The message is the validation key. */
export const safeText = () => z.string().refine((text) => !hasNul(text), 'validation.textNotStorable');

/** Whether a date lies in the years PostgreSQL is sent and stores. */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= STORABLE_YEAR_MIN && year <= STORABLE_YEAR_MAX;
}

/** An ISO date-time text, read into a Date in the storable years. */
export const storableDate = () =>
  z
    .string()
    .max(40)
    .refine((text) => !Number.isNaN(Date.parse(text)), 'validation.dateInvalid')
    .transform((text) => new Date(text))
    .refine(isStorableDate, 'validation.dateNotStorable');

/**
 * The path of the first string (value or key) holding a NUL in a parsed JSON value, or null.
 * Walks at most `limit` nodes (a body is already bounded by the server's body limit).
 */
export function findUnstorableText(value: unknown, limit = 1_000_000): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let seen = 0; stack.length > 0 && seen < limit; seen += 1) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (hasNul(node)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push({ value: item, path: path ? `${path}.${index}` : String(index) }));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (hasNul(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
