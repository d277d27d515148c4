import type { Catalog } from '../catalog/catalog-types';
import type { MetadataJson } from './metadata-types';

/** The answer of the tracked-or-listed check: tables no file names, and listings that are wrong. */
export interface UntrackedTablesCheck {
  /** Tables (and views) of the metadata's schemas that neither `tables/` nor `untracked/` names. */
  unnamed: string[];
  /** Listed in `untracked/` and tracked in `tables/` at once. */
  both: string[];
}

const keyOf = (schema: string | undefined, table: string) => `${schema ?? 'public'}.${table}`;

/**
 * Every table a migration creates in the data API's schemas is either tracked (served, with its
 * permissions) or listed as untracked with a reason. Without this, a new table silently does not
 * exist in the API, and the area that made it finds out from a 'field not found' in a browser.
 */
export function checkUntrackedTables(metadata: MetadataJson, catalog: Catalog): UntrackedTablesCheck {
  const tracked = new Set(metadata.tables.map((t) => keyOf(t.schema, t.table)));
  const listed = new Set((metadata.untracked_tables ?? []).map((t) => keyOf(t.schema, t.table)));
  const schemas = new Set(metadata.schemas);
  const unnamed = catalog.tables
    .filter((t) => schemas.has(t.schema))
    .map((t) => keyOf(t.schema, t.name))
    .filter((key) => !tracked.has(key) && !listed.has(key))
    .sort();
  const both = [...listed].filter((key) => tracked.has(key)).sort();
  return { unnamed, both };
}

/** The start-up message for a failed check; null when every table is accounted for. */
export function untrackedTablesProblem(check: UntrackedTablesCheck): string | null {
  const parts: string[] = [];
  if (check.unnamed.length)
    parts.push(
      `tables the metadata does not name: ${check.unnamed.join(', ')} (add server/metadata/tables/<schema>_<table>.json, or server/metadata/untracked/<schema>_<table>.json with a reason)`,
    );
  if (check.both.length) parts.push(`tables both tracked and listed as untracked: ${check.both.join(', ')}`);
  return parts.length ? `metadata: ${parts.join('; ')}` : null;
}
