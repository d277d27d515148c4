// `npm run seed`: migrate, then (re)load the demo tenants in one transaction (a failure leaves the
// data as it was). DATABASE_URL selects PostgreSQL, otherwise the embedded database under DATA_DIR;
// there it refuses, changing nothing, while another process (a running server) holds the folder.
import { ConfigError, loadConfig } from '../config/config';
import { MigrationError } from '../db/migrate';
import { DatabaseUnavailableError } from '../db/open-database';
import { DataDirLockedError, holdDataDir, oneLine, openData } from '../operations';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const data = await openData(config, await holdDataDir(config, 'npm run seed'));
  try {
    await seedDemoData(data.db, { force: true });
    console.log(
      `Demo data loaded (tenants demo and care) into ${config.DATABASE_URL ? 'DATABASE_URL' : `${config.DATA_DIR}/pglite`}.`,
    );
  } finally {
    await data.close();
  }
}

main().catch((error: unknown) => {
  const known = [ConfigError, MigrationError, DatabaseUnavailableError, DataDirLockedError] as const;
  console.error(oneLine(error, 'Seeding failed', known));
  process.exit(1);
});
