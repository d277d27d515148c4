// ARCHITECTURE.md §7: React is CommonJS, and `export * from 'react'` comes out of Vite 8 with no
// named exports. Each shared CommonJS module is therefore re-exported under names read from the
// module itself at build time: `export const { useState, … } = React`.
import { createRequire } from 'node:module';
import type { SharedModuleSpecifier } from '../../packages/sdk/src/shared-modules.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The production build's export names of a CommonJS module (the development build has more). */
export function commonJsExportNames(specifier: string, resolveFrom: string): string[] {
  const require = createRequire(resolveFrom);
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const loaded = require(specifier) as Record<string, unknown>;
    return Object.keys(loaded)
      .filter((name) => IDENTIFIER.test(name) && name !== 'default' && name !== '__esModule')
      .sort();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** The source of the virtual entry that becomes the shared module of `specifier`. */
export function sharedModuleSource(specifier: SharedModuleSpecifier, resolveFrom: string): string {
  // The SDK is an ES module of ours: a plain re-export keeps its names.
  if (specifier === '@portal/sdk') return `export * from '@portal/sdk';\n`;
  const names = commonJsExportNames(specifier, resolveFrom);
  if (names.length === 0) throw new Error(`${specifier} has no named exports to share`);
  return [
    `import cjs from '${specifier}';`,
    `export const { ${names.join(', ')} } = cjs;`,
    'export default cjs;',
    '',
  ].join('\n');
}

/** A file-name-safe entry name: react-dom/client -> react-dom-client, @portal/sdk -> portal-sdk. */
export function sharedEntryName(specifier: string): string {
  return specifier.replace(/^@/, '').replace(/[^a-z0-9-]+/gi, '-');
}
