import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { metadataSchema } from '@portal/rules';
import { SERVER_ROOT } from '../../server-paths';
import type { MetadataJson } from './metadata-types';

/**
 * The metadata directory, laid out as Hasura's own metadata directory keeps it, so that two feature
 * areas never edit the same file: `metadata.json` (version, schemas, conventions), one file per
 * permission profile in `profiles/<name>.json`, one file per tracked table in
 * `tables/<schema>_<table>.json`, and one per table deliberately left out of the API, with its
 * reason, in `untracked/<schema>_<table>.json`.
 */
export const METADATA_DIR = path.join(SERVER_ROOT, 'metadata');

export class MetadataError extends Error {}

/** Parses and checks the metadata file; a wrong shape stops the start with the path of the problem. */
export function parseMetadata(json: unknown): MetadataJson {
  const parsed = metadataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MetadataError(`metadata: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const data = parsed.data;
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
  const tables = await tableFiles(dir, 'tables');
  const untracked = await tableFiles(dir, 'untracked');
  const functions = await functionFiles(dir);
  return parseMetadata({ ...root, profiles, tables, untracked_tables: untracked, ...(functions.length > 0 ? { functions } : {}) });
}

/** `functions/<schema>_<name>.json`, each checked to hold the function its name says. */
async function functionFiles(dir: string): Promise<unknown[]> {
  const folder = path.join(dir, 'functions');
  const files = await jsonFiles(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const out: unknown[] = [];
  for (const file of files) {
    const entry = await readJson(file);
    const fn = (entry as { function?: { name?: unknown; schema?: unknown } } | null)?.function;
    const expected = path.basename(file, '.json');
    if (`${typeof fn?.schema === 'string' ? fn.schema : 'public'}_${String(fn?.name)}` !== expected)
      throw new MetadataError(`metadata: functions/${expected}.json: must hold the function ${expected} (<schema>_<name>)`);
    out.push(entry);
  }
  return out;
}

/** The files of one folder of table files, each checked to hold the table its name says. */
async function tableFiles(dir: string, folder: 'tables' | 'untracked'): Promise<unknown[]> {
  const tables: unknown[] = [];
  for (const file of await jsonFiles(path.join(dir, folder))) {
    const table = await readJson(file);
    const expected = path.basename(file, '.json');
    if (!tableFileMatches(table, expected))
      throw new MetadataError(`metadata: ${folder}/${expected}.json: must hold the table ${expected} (<schema>_<table>)`);
    tables.push(table);
  }
  return tables;
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
