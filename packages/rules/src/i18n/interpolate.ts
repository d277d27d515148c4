// Fills {{name}} placeholders, the interpolation syntax of i18next, so texts read the same in the
// portal (through i18next) and on the server (through this function).
export type TextParams = Readonly<Record<string, string | number>>;

export function interpolate(template: string, params: TextParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
