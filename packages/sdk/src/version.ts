/**
 * The contract's semantic version (packages/sdk/CHANGELOG.md). An app's manifest records the SDK
 * version it was built against; the shell warns when the majors differ.
 */
export const SDK_VERSION = '2.0.0';

/** The major part of a semantic version, or NaN when it is not one. */
export function majorOf(version: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}
