import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { MigrationError } from './db/migrate';
import { DatabaseUnavailableError } from './db/open-database';
import { seedDemoData } from './demo/seed';
import { createReadiness } from './health/readiness';
import { DataDirLockedError, drainOnSignals, holdDataDir, oneLine, openData } from './operations';
import { loadSessionKeys, SessionKeyError } from './session/session-keys';

function readyLine(config: Config, port: number): string {
  const at = (host: string) => `http://${host}:${port}`;
  if (config.DEMO_DATA)
    return `portal ready: ${at(`demo.${config.BASE_DOMAIN}`)} and ${at(`care.${config.BASE_DOMAIN}`)}`;
  return `portal ready: ${at(config.BASE_DOMAIN)} (tenants at ${at(`<subdomain>.${config.BASE_DOMAIN}`)}; create one with npm run tenant -- create)`;
}

/**
 * Start: configuration (keys included), DATA_DIR's lock, database, migrations, demo data once,
 * then listen. Everything that can be checked is checked before the database is touched; errors
 * are one line.
 */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const lock = await holdDataDir(config, 'the portal server');
  const sessionKeys = await loadSessionKeys(config.dataDir, config).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const data = await openData(config, lock);
  const { db } = data;
  const seeded = config.DEMO_DATA ? await seedDemoData(db) : { loaded: false };
  const readiness = createReadiness();
  const app = await buildApp({ config, db, sessionKeys, readiness });
  drainOnSignals({
    app,
    closeData: data.close,
    graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    onDraining: () => (readiness.draining = true),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const fields = {
    port,
    host: config.HOST,
    database: db.kind,
    migrationsApplied: data.migrationsApplied.length,
    demoDataLoaded: seeded.loaded,
    startMs: Math.round(performance.now() - startedAt),
  };
  // The ready line shows at every log level: below info it is a plain line of its own.
  if (['info', 'debug', 'trace'].includes(app.log.level)) app.log.info(fields, readyLine(config, port));
  else process.stdout.write(`${readyLine(config, port)}\n`);
}

main().catch((error: unknown) => {
  const known = [ConfigError, MigrationError, DatabaseUnavailableError, DataDirLockedError, SessionKeyError] as const;
  process.stderr.write(`${oneLine(error, 'Start failed', known)}\n`);
  process.exit(1);
});
