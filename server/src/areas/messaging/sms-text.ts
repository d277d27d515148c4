// Text that people chose (a document's title, an event's title or place, a tenant's name) put into
// an SMS the server writes (issue 24 cases 9 and 10): one line each, no control, format or
// line-breaking characters (nothing can forge a line of its own), bounded so the message stays short.

/** `value` cleaned for one line of an SMS, at most `max` characters (cut with an ellipsis). */
export function smsName(value: string, max: number): string {
  const clean = value
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...clean];
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
