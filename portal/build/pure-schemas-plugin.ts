// @portal/rules declares its zod schemas at the top level of the modules that also hold the plain
// names the shell reads (CAPABILITY_NAMES beside userCapabilitiesSchema, ROLES beside roleSchema …).
// A call such as `z.object(…)` counts as having side effects, so the bundler kept every schema, and
// with them all of zod (23 KB gzip), in the signed-in shell's start although the shell parses its
// answers by hand. Each top-level declaration that calls zod becomes an IIFE marked pure: the same
// value, made at the same time, dropped where nothing uses it (docs/decisions.md, platform wave 5).
import { parseAst, type Plugin } from 'vite';

const RULES_SOURCE = /[\\/]packages[\\/]rules[\\/]src[\\/].*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** `code` with each top-level `const x = <expression calling z.…>` wrapped in a pure IIFE. */
export function markSchemasPure(code: string): string | null {
  if (!/\bz\.[a-zA-Z]+\(/.test(code)) return null;
  const inits: Node[] = [];
  for (const statement of parseAst(code, { lang: 'js' }).body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations ?? [])
      if (init && /\bz\.[a-zA-Z]+\(/.test(code.slice(init.start, init.end))) inits.push(init);
  }
  if (inits.length === 0) return null;
  let out = code;
  for (const init of inits.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
  return out;
}

export function pureSchemasPlugin(): Plugin {
  return {
    name: 'portal:pure-schemas',
    apply: 'build',
    // After TypeScript is stripped.
    enforce: 'post',
    transform: {
      filter: { id: RULES_SOURCE, code: /\bz\./ },
      handler(code) {
        const out = markSchemasPure(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
