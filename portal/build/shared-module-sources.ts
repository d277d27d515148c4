// ARCHITECTURE.md §7: React is CommonJS, and `export * from 'react'` comes out of Vite 8 with no
// named exports. Each shared CommonJS module is therefore re-exported under names read from the
// module itself at build time: `export const { useState, … } = React`.
import { createRequire } from 'node:module';
import {
  SHARED_MODULE_LEFT_OUT,
  SHARED_MODULE_NAMES,
  type SharedModuleSpecifier,
} from '../../packages/sdk/src/shared-modules.js';

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

/** React's packages are CommonJS; the rest of the kit ships ES modules. */
const COMMON_JS = new Set<string>(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/** The export names of an ES module of the kit, read by importing it in Node. */
export async function esModuleExportNames(
  specifier: string,
): Promise<{ names: string[]; hasDefault: boolean }> {
  const loaded = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
  const names = Object.keys(loaded).filter((name) => IDENTIFIER.test(name) && name !== 'default');
  return { names: names.sort(), hasDefault: 'default' in loaded };
}

/**
 * The source of the virtual entry that becomes the shared module of `specifier`. Every name is
 * written out, for ES modules too: the same generated re-exports as React's, whatever the bundler
 * makes of `export *` in a package that mixes module kinds.
 */
export async function sharedModuleSource(
  specifier: SharedModuleSpecifier,
  resolveFrom: string,
): Promise<string> {
  // The SDK is an ES module of ours: a plain re-export keeps its names.
  if (specifier === '@portal/sdk') return `export * from '@portal/sdk';\n`;
  if (!COMMON_JS.has(specifier)) {
    const exported = await esModuleExportNames(specifier);
    const chosen = SHARED_MODULE_NAMES[specifier];
    const missing = chosen?.filter((name) => !exported.names.includes(name)) ?? [];
    if (missing.length > 0) throw new Error(`${specifier} has no export ${missing.join(', ')}`);
    const leftOut = new Set(SHARED_MODULE_LEFT_OUT[specifier] ?? []);
    const names = (chosen ? [...chosen] : exported.names).filter((name) => !leftOut.has(name));
    const hasDefault = !chosen && exported.hasDefault;
    if (names.length === 0 && !hasDefault) throw new Error(`${specifier} has no exports to share`);
    return [
      names.length > 0 ? `export { ${names.join(', ')} } from '${specifier}';` : '',
      hasDefault ? `export { default } from '${specifier}';` : '',
      '',
    ].join('\n');
  }
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
