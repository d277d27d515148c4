import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startPortalServer } from './portal-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR with every migration and the demo data, for journeys to copy. */
    templateDataDir: string;
  }
}

/**
 * Migrating and seeding the embedded database costs each journey many seconds; one server start
 * before all journeys builds a DATA_DIR that every journey copies (startPortalServer does that).
 */
export default async function setup(project: TestProject) {
  const template = await startPortalServer({}, { fresh: true });
  await template.stop({ keepData: true });
  if (!existsSync(`${template.dataDir}/pglite`)) throw new Error('template DATA_DIR has no database');
  project.provide('templateDataDir', template.dataDir);
  return async () => {
    await rm(template.dataDir, { recursive: true, force: true });
  };
}
