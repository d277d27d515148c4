import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

export interface OpenData {
  db: Database;
  migrationsApplied: string[];
  /** Closes the database, then lets go of DATA_DIR. */
  close(): Promise<void>;
}

/**
 * On PGlite, DATA_DIR's lock, taken before anything in the folder is read or written; PostgreSQL
 * serves many processes and needs none (undefined).
 */
export async function holdDataDir(config: Config, command: string): Promise<DataDirLock | undefined> {
  return config.DATABASE_URL ? undefined : lockDataDir(config.dataDir, command);
}

/**
 * The database of a server or an operator command, opened and migrated; `close` closes it and
 * then releases the lock from holdDataDir.
 */
export async function openData(config: Config, lock: DataDirLock | undefined): Promise<OpenData> {
  try {
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolMax: config.DATABASE_POOL_MAX });
    try {
      const migrationsApplied = await migrate(db);
      return {
        db,
        migrationsApplied,
        close: async () => {
          await db.close();
          lock?.release();
        },
      };
    } catch (error) {
      await db.close();
      throw error;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The one line a failed start or command prints: its own message for known errors. */
export function oneLine(error: unknown, prefix: string, known: readonly (abstract new (...args: never[]) => Error)[]): string {
  if (known.some((kind) => error instanceof kind)) return (error as Error).message;
  return `${prefix}: ${error instanceof Error ? error.message : String(error)}`;
}
