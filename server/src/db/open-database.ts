import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export class DatabaseUnavailableError extends Error {}

/** PGlite under DATA_DIR/pglite when no DATABASE_URL is given, else PostgreSQL (ARCHITECTURE.md §2). */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolMax?: number }): Promise<Database> {
  if (options.databaseUrl) {
    try {
      return await openPostgresDatabase(options.databaseUrl, options.poolMax);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseUnavailableError(`Cannot reach the database at DATABASE_URL: ${reason}`);
    }
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  try {
    return await openPgliteDatabase(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot open the embedded database in ${dir}: ${reason}`);
  }
}
