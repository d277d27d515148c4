// ARCHITECTURE.md §7: the shell shares some packages with a chosen set of names only
// (SHARED_MODULE_NAMES in packages/sdk/src/shared-modules.ts), and MUI's styles without its
// CSS-variables themes (SHARED_MODULE_LEFT_OUT). A name outside them would fail the app's load in the
// browser ("does not provide an export named …"); this check fails the app's build instead, naming
// the app, the module and the name.
import { parseAst, type Plugin } from 'vite';
import { SHARED_MODULE_LEFT_OUT, SHARED_MODULE_NAMES } from '../../packages/sdk/src/shared-modules.ts';

/** The modules whose names are limited, as one pattern for the transform's filter. */
const LIMITED = [...Object.keys(SHARED_MODULE_NAMES), ...Object.keys(SHARED_MODULE_LEFT_OUT)];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LIMITED_SOURCE = new RegExp(`['"](${LIMITED.map(escape).join('|')})['"]`);

function allowed(module: string, name: string): boolean {
  const names = SHARED_MODULE_NAMES[module];
  if (names && !names.includes(name)) return false;
  return !(SHARED_MODULE_LEFT_OUT[module] ?? []).includes(name);
}

/** What `code` (JavaScript, TypeScript already stripped) imports from a shared module that does not provide it. */
export function sharedNameProblems(code: string): { module: string; name: string }[] {
  if (!LIMITED_SOURCE.test(code)) return [];
  const problems: { module: string; name: string }[] = [];
  for (const statement of parseAst(code, { lang: 'js' }).body) {
    if (
      statement.type !== 'ImportDeclaration' &&
      statement.type !== 'ExportNamedDeclaration' &&
      statement.type !== 'ExportAllDeclaration'
    )
      continue;
    const module = statement.source?.value;
    if (typeof module !== 'string' || !LIMITED.includes(module)) continue;
    if (statement.type === 'ExportAllDeclaration') {
      problems.push({ module, name: '*' });
      continue;
    }
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.type === 'ImportSpecifier') {
        const name =
          specifier.imported.type === 'Identifier'
            ? specifier.imported.name
            : String(specifier.imported.value);
        if (!allowed(module, name)) problems.push({ module, name });
      } else if (specifier.type === 'ExportSpecifier') {
        const name =
          specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value);
        if (!allowed(module, name)) problems.push({ module, name });
      } else {
        // `import * as x` or a default import: the names used are not known at build time.
        problems.push({ module, name: specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*' });
      }
    }
  }
  return problems;
}

export function sharedNamesCheckPlugin(appName: string): Plugin {
  return {
    name: 'portal-app:shared-names-check',
    apply: 'build',
    // After TypeScript and JSX are stripped and MUI's barrel imports are rewritten to entry points.
    enforce: 'post',
    transform: {
      filter: { code: LIMITED_SOURCE },
      handler(code, id) {
        const problems = sharedNameProblems(code);
        if (problems.length === 0) return null;
        const list = problems.map(({ module, name }) => `"${name}" from ${module}`).join(', ');
        this.error(
          `app ${appName}: ${id} imports ${list}, which the shell's shared module does not provide ` +
            `(the names are SHARED_MODULE_NAMES in packages/sdk/src/shared-modules.ts: ask the integrator ` +
            `to add one, or bundle the import yourself)`,
        );
      },
    },
  };
}
