import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { appFilePlugin } from './apps/shared/app-file-plugin.ts';
import LongestJourneyFirst from './e2e/support/longest-journey-first.ts';

// One runner for every workspace. Database tests run on PGlite in "server" and again on
// PostgreSQL in "server-pg" when TEST_DATABASE_URL is set (see server/src/test/database.ts).
// Browser journeys ("e2e") run after the build, from scripts/test.mjs.
const withPg = Boolean(process.env.TEST_DATABASE_URL);

// vitest's own default in a run is one worker fewer than the cores: one file at a time on the 2-core
// CI machine. The server's files mostly wait (on PostgreSQL, on child processes), so two run side by
// side there (see docs/decisions.md, "CI time").
const workers = Math.max(2, availableParallelism() - 1);

// The server's DB and HTTP files share each worker's module graph (isolate: false): every file
// makes its own database, server and DATA_DIR, and none mocks a module or changes process.env, so
// a fresh graph per file only re-imported the server and PGlite (about a quarter of the time).
const serverFiles = { environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongestJourneyFirst },
    projects: [
      { test: { name: 'rules', include: ['packages/rules/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tooling: the lint rule of STYLE.md's import directions, the apps' build checks.
      {
        test: {
          name: 'tooling',
          include: ['eslint/**/*.test.ts', 'apps/shared/*.test.ts', 'portal/build/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          ...serverFiles,
          // Builds server/dist once (when stale) before any file: the process tests start the build.
          globalSetup: ['server/src/test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...(withPg
        ? [
            {
              test: {
                name: 'server-pg',
                include: ['server/src/**/*.db.test.ts', 'server/src/**/*.http.test.ts'],
                ...serverFiles,
                env: { TEST_DB_KIND: 'postgres' },
              },
            },
          ]
        : []),
      {
        // The apps' own imports (apps/shared/vite-app-config.ts) that a unit test can meet.
        plugins: [appFilePlugin()],
        test: {
          name: 'browser-units',
          include: [
            'portal/src/**/*.test.{ts,tsx}',
            'packages/sdk/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          // One jsdom per worker, each file in its own VM context (mocks and globals stay per file):
          // a new jsdom per file was a third of this project's time (105 s -> 34 s alone).
          pool: 'vmThreads',
          setupFiles: ['portal/src/test/setup.ts'],
          // A first render of a whole page (MUI, the data grid) in jsdom takes seconds on a loaded
          // 2-core machine; 5 s failed tests that were right (the figures are benches, not these).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A journey that prepares its data starts its server twice; on a loaded machine a start has
          // taken over 90 s (limits only: nothing waits for them to pass).
          hookTimeout: 240_000,
          // Each journey file starts its own server (own port, own copy of the template DATA_DIR)
          // and its own Chromium, so files share no state and run side by side: two at a time by
          // default (E2E_WORKERS), which the 2-core CI machine takes. Its own group order, as its
          // worker count differs from the other projects'.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
