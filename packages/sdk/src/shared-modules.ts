// ARCHITECTURE.md §7: the specifiers the shell serves as shared ES modules through its import map.
// Every app build leaves exactly these external; the shell's build emits them. Plain data, so the
// build configurations of the shell and the apps read the same list.
export const SHARED_MODULE_SPECIFIERS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@portal/sdk',
] as const;
export type SharedModuleSpecifier = (typeof SHARED_MODULE_SPECIFIERS)[number];

export function isSharedModuleSpecifier(id: string): id is SharedModuleSpecifier {
  return (SHARED_MODULE_SPECIFIERS as readonly string[]).includes(id);
}
