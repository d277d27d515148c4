import { describe, expect, it } from 'vitest';
import { markSchemasPure } from './pure-schemas-plugin';

// The rules' zod schemas become pure IIFEs in the portal's builds, so a page that reads only the
// plain names beside them (ROLES, CAPABILITY_NAMES …) carries no zod.
describe('zod schemas marked pure for the portal build', () => {
  it('wraps each top-level declaration that calls zod, and nothing else', () => {
    const code = [
      "import { z } from 'zod';",
      "export const ROLES = ['admin', 'staff'];",
      'export const roleSchema = z.enum(ROLES);',
      'const widgetSchema = z.object({ name: z.string().min(1) }).strict();',
      'export function parse(value) { return z.string().parse(value); }',
    ].join('\n');
    const out = markSchemasPure(code) ?? '';
    expect(out).toContain("export const ROLES = ['admin', 'staff'];");
    expect(out).toContain('export const roleSchema = /* @__PURE__ */ (() => (z.enum(ROLES)))();');
    expect(out).toContain(
      'const widgetSchema = /* @__PURE__ */ (() => (z.object({ name: z.string().min(1) }).strict()))();',
    );
    expect(out).toContain('export function parse(value) { return z.string().parse(value); }');
  });

  it('keeps the same values, made at the same time', () => {
    const code =
      'const z = { enum: (v) => ({ options: v }) };\nexport const s = z.enum([1, 2]);\nexport const o = s.options;';
    const out = markSchemasPure(code) ?? '';
    const run = new Function(`${out.replace(/export /g, '')}\nreturn o;`) as () => unknown;
    expect(run()).toEqual([1, 2]);
  });

  it('leaves a module without zod calls alone', () => {
    expect(markSchemasPure("export const ROLES = ['admin'];")).toBeNull();
  });
});
