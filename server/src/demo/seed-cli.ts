// `npm run seed`: migrate, then (re)load the demo tenants. DATABASE_URL selects PostgreSQL,
// otherwise the embedded database under DATA_DIR (default ./data) is used.
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedDemoData(db, { force: true });
    console.log(
      `Demo data loaded (tenants demo and care) into ${databaseUrl ? 'DATABASE_URL' : `${dataDir}/pglite`}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
