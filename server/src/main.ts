import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { MigrationError, migrate } from './db/migrate';
import { DatabaseUnavailableError, openDatabase } from './db/open-database';
import { seedDemoData } from './demo/seed';
import { loadSessionKeys } from './session/session-keys';

/** Start: configuration, database, migrations, demo data once, then listen. Errors are one line. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const applied = await migrate(db);
  const seeded = config.DEMO_DATA ? await seedDemoData(db) : { loaded: false };
  const sessionKeys = await loadSessionKeys(config.dataDir);
  const app = await buildApp({ config, db, sessionKeys });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(
    {
      port,
      database: db.kind,
      migrationsApplied: applied.length,
      demoDataLoaded: seeded.loaded,
      startMs: Math.round(performance.now() - startedAt),
    },
    `portal ready: http://demo.${config.BASE_DOMAIN}:${port} and http://care.${config.BASE_DOMAIN}:${port}`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MigrationError || error instanceof DatabaseUnavailableError;
  const message = known ? error.message : `Start failed: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
