import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortalServer } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR with every migration and the demo data, for journeys to copy. */
    templateDataDir: string;
  }
}

/**
 * The journeys' servers run the build (server/dist, portal-server.ts): built here, once, when a
 * source file is newer than it (`node scripts/build.mjs` built it in CI; a developer may have
 * changed the server since).
 */
function buildServerIfStale(): void {
  const script = path.resolve(import.meta.dirname, '../../scripts/build-server.mjs');
  const code = `const m = await import(${JSON.stringify(script)}); if (m.serverBuildIsStale()) await m.buildServer();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr}${result.stdout}`);
}

/**
 * Migrating and seeding the embedded database costs each journey many seconds; one server start
 * before all journeys builds a DATA_DIR that every journey copies (startPortalServer does that).
 */
export default async function setup(project: TestProject) {
  buildServerIfStale();
  const template = await startPortalServer({}, { fresh: true });
  await template.stop({ keepData: true });
  if (!existsSync(`${template.dataDir}/pglite`)) throw new Error('template DATA_DIR has no database');
  project.provide('templateDataDir', template.dataDir);
  return async () => {
    await rm(template.dataDir, { recursive: true, force: true });
  };
}
