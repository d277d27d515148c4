// `import { Button, useMediaQuery } from '@mui/material'` becomes
// `import Button from '@mui/material/Button'; import useMediaQuery from '@mui/material/useMediaQuery'`
// in the shell's and every app's build, so the browser loads the shared entry points of the
// components a module uses, never the whole library (ARCHITECTURE.md §7, docs/decisions.md).
// Authors write MUI's usual barrel imports; the rewrite happens after TypeScript is stripped.
import { parseAst, type Plugin } from 'vite';
import { readMuiEntryPoints } from './mui-entry-points.js';

interface Replacement {
  start: number;
  end: number;
  text: string;
}

export function muiPathImportsPlugin(resolveFrom: string): Plugin {
  return {
    name: 'portal:mui-path-imports',
    apply: 'build',
    transform: {
      filter: { code: /['"]@mui\/material['"]/ },
      async handler(code, id) {
        if (id.includes('/node_modules/')) return null;
        const { barrel } = await readMuiEntryPoints(resolveFrom);
        const program = parseAst(code, { lang: 'js' });
        const replacements: Replacement[] = [];
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@mui/material') continue;
          const lines: string[] = [];
          for (const specifier of statement.specifiers) {
            // The barrel has no shared module (packages/sdk/src/shared-modules.ts): name what you use.
            if (specifier.type !== 'ImportSpecifier')
              this.error(`${id}: import named components from @mui/material, not the whole library`);
            const imported =
              specifier.imported.type === 'Identifier'
                ? specifier.imported.name
                : String(specifier.imported.value);
            const place = barrel.get(imported);
            if (!place) this.error(`${id}: @mui/material has no export "${imported}"`);
            lines.push(`import { ${place.imported} as ${specifier.local.name} } from '${place.specifier}';`);
          }
          replacements.push({ start: statement.start, end: statement.end, text: lines.join('\n') });
        }
        if (replacements.length === 0) return null;
        let out = code;
        for (const r of replacements.sort((a, b) => b.start - a.start))
          out = out.slice(0, r.start) + r.text + out.slice(r.end);
        return { code: out, map: null };
      },
    },
  };
}
