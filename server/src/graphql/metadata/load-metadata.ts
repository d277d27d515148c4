import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MetadataJson } from './metadata-types';

/**
 * The metadata directory, laid out as Hasura's own metadata directory keeps it, so that two feature
 * areas never edit the same file: `metadata.json` (version, schemas, conventions), one file per
 * permission profile in `profiles/<name>.json`, one file per tracked table in
 * `tables/<schema>_<table>.json`.
 */
export const METADATA_DIR = fileURLToPath(new URL('../../../metadata', import.meta.url));

const boolExp = z.record(z.string(), z.unknown());
const columns = z.union([z.literal('*'), z.array(z.string())]);
const rolePermissions = z
  .object({
    select: z
      .object({
        filter: boolExp.optional(),
        columns,
        computed_fields: z.array(z.string()).optional(),
        allow_aggregations: z.boolean().optional(),
        limit: z.number().int().positive().optional(),
      })
      .strict()
      .optional(),
    insert: z
      .object({ check: boolExp.optional(), columns, set: z.record(z.string(), z.unknown()).optional() })
      .strict()
      .optional(),
    update: z
      .object({
        filter: boolExp.optional(),
        check: boolExp.optional(),
        columns,
        set: z.record(z.string(), z.unknown()).optional(),
      })
      .strict()
      .optional(),
    delete: z.object({ filter: boolExp.optional() }).strict().optional(),
  })
  .strict();
const permissionSet = z.partialRecord(
  z.enum(['admin', 'team_leader', 'staff', 'participant', 'anonymous']),
  rolePermissions,
);
const relationship = z
  .object({
    name: z.string().regex(/^[_A-Za-z][_0-9A-Za-z]*$/),
    using: z.union([
      z.object({ foreign_key_constraint_on: z.union([z.string(), z.array(z.string())]) }).strict(),
      z
        .object({
          manual_configuration: z
            .object({ remote_table: z.string(), column_mapping: z.record(z.string(), z.string()) })
            .strict(),
        })
        .strict(),
    ]),
  })
  .strict();

const metadataSchema = z
  .object({
    version: z.literal(1),
    schemas: z.array(z.string()).min(1),
    conventions: z
      .object({
        tenant_column: z.string(),
        soft_delete_column: z.string(),
        hidden_from_participant_column: z.string(),
      })
      .strict(),
    profiles: z.record(z.string(), permissionSet),
    tables: z.array(
      z
        .object({
          table: z.string(),
          schema: z.string().optional(),
          profile: z.string().optional(),
          permissions: permissionSet.optional(),
          participant_filter: boolExp.optional(),
          hidden_columns: z.array(z.string()).optional(),
          object_relationships: z.array(relationship).optional(),
          array_relationships: z.array(relationship).optional(),
          computed_fields: z
            .array(
              z
                .object({ name: z.string(), definition: z.object({ function: z.string() }).strict() })
                .strict(),
            )
            .optional(),
        })
        .strict(),
    ),
  })
  .strict();

export class MetadataError extends Error {}

/** Parses and checks the metadata file; a wrong shape stops the start with the path of the problem. */
export function parseMetadata(json: unknown): MetadataJson {
  const parsed = metadataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MetadataError(`metadata: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const data = parsed.data as MetadataJson;
  for (const t of data.tables) {
    if (t.profile && !data.profiles[t.profile])
      throw new MetadataError(`metadata: table ${t.table}: unknown profile ${t.profile}`);
  }
  return data;
}

/** Reads the metadata directory into the one document `parseMetadata` checks; tables in file-name order. */
export async function loadMetadata(dir = METADATA_DIR): Promise<MetadataJson> {
  const root = await readJson(path.join(dir, 'metadata.json'));
  if (typeof root !== 'object' || root === null || Array.isArray(root))
    throw new MetadataError('metadata: metadata.json: expected an object');
  const profiles: Record<string, unknown> = {};
  for (const file of await jsonFiles(path.join(dir, 'profiles')))
    profiles[path.basename(file, '.json')] = await readJson(file);
  const tables: unknown[] = [];
  for (const file of await jsonFiles(path.join(dir, 'tables'))) {
    const table = await readJson(file);
    const expected = path.basename(file, '.json');
    if (!tableFileMatches(table, expected))
      throw new MetadataError(`metadata: tables/${expected}.json: must hold the table ${expected} (<schema>_<table>)`);
    tables.push(table);
  }
  return parseMetadata({ ...root, profiles, tables });
}

async function jsonFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n));
}

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new MetadataError(`metadata: ${path.basename(file)}: ${(e as Error).message}`);
  }
}

function tableFileMatches(table: unknown, expected: string): boolean {
  if (typeof table !== 'object' || table === null) return false;
  const t = table as { table?: unknown; schema?: unknown };
  return `${typeof t.schema === 'string' ? t.schema : 'public'}_${String(t.table)}` === expected;
}
