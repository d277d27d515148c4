import type { ESTree } from 'vite';

/**
 * The keys of `export const modules = { … }` in an app's entry (after TypeScript is stripped), or
 * undefined when the entry does not declare it as an object literal.
 */
export function exposedModuleNames(program: ESTree.Program): string[] | undefined {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration')
      continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'modules') continue;
      const init = declarator.init;
      if (init?.type !== 'ObjectExpression') return undefined;
      const names: string[] = [];
      for (const property of init.properties) {
        if (property.type !== 'Property' || property.computed) return undefined;
        if (property.key.type === 'Identifier') names.push(property.key.name);
        else if (property.key.type === 'Literal' && typeof property.key.value === 'string')
          names.push(property.key.value);
        else return undefined;
      }
      return names;
    }
  }
  return undefined;
}
