import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A wrong import fails `npm run lint`: each case lints a file, as if it were in the tree, with the
// repository's own configuration, and reads the import-directions rule's answer.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function problems(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'portal/import-directions')
    .map((m) => m.message);
}

// The first lint loads the whole configuration (typescript-eslint …): slow on a loaded machine.
describe('the import directions of STYLE.md', { timeout: 30_000 }, () => {
  it("refuses another feature's inside and lets its index.ts door through", async () => {
    expect(await problems('portal/src/features/login/wrong.ts', '../session/session-timer')).toEqual([
      "features/session is entered through its index.ts door only: import '../session'",
    ]);
    expect(await problems('portal/src/features/login/right.ts', '../session')).toEqual([]);
    expect(await problems('portal/src/features/login/inner.ts', './login-flow')).toEqual([]);
    expect(await problems('apps/artifact/src/features/shortcuts/x.ts', '../links/link-list')).toHaveLength(1);
  });

  it("lets only a test use a feature's test-support door", async () => {
    expect(await problems('portal/src/features/overview/Grid.test.tsx', '../user-context/testing')).toEqual(
      [],
    );
    expect(await problems('portal/src/features/overview/Grid.tsx', '../user-context/testing')).toHaveLength(
      1,
    );
  });

  it('keeps the shell one way: shared -> features -> app', async () => {
    expect(await problems('portal/src/shared/api/x.ts', '../../features/login')).toEqual([
      'shared/ never imports features/ (shared -> features -> app)',
    ]);
    expect(await problems('portal/src/features/login/x.ts', '../../app/router')).toEqual([
      'features/ never imports app/ (shared -> features -> app)',
    ]);
    expect(await problems('portal/src/app/x.ts', '../features/login')).toEqual([]);
  });

  it("keeps the GraphQL engine's stages one way", async () => {
    expect(await problems('server/src/graphql/ir/x.ts', '../execute/execute-operation')).toEqual([
      'the GraphQL stage ir never imports the later stage execute (shared -> catalog -> metadata -> schema -> ir -> sql -> execute -> http, subscriptions)',
    ]);
    expect(await problems('server/src/graphql/sql/x.ts', '../ir/ir-types')).toEqual([]);
    expect(await problems('server/src/graphql/metadata/x.ts', '../schema/build-role-schema')).toHaveLength(1);
    expect(await problems('server/src/graphql/ir/x.test.ts', '../execute/execute-operation')).toEqual([]);
  });

  it("keeps an app out of the shell and out of a package's inside", async () => {
    expect(await problems('apps/chat/src/index.ts', '../../../portal/src/features/login')).toEqual([
      'an app never imports the shell (../../../portal/src/features/login): use @portal/sdk',
    ]);
    expect(await problems('apps/chat/src/index.ts', '@portal/sdk/src/app-module')).toHaveLength(1);
    expect(await problems('apps/chat/src/index.ts', '../../../packages/rules/src/index')).toHaveLength(1);
    expect(await problems('apps/chat/src/index.ts', '@portal/sdk')).toEqual([]);
  });

  it("refuses another server area's inside and lets its index.ts door through", async () => {
    expect(await problems('server/src/areas/shortcuts/x.ts', '../questionnaires/qnr-response')).toEqual([
      "the server folder areas/questionnaires is entered through its index.ts door only: import '../questionnaires'",
    ]);
    expect(await problems('server/src/areas/shortcuts/x.ts', '../questionnaires')).toEqual([]);
    expect(await problems('server/src/areas/shortcuts/x.ts', '../questionnaires/index')).toEqual([]);
    expect(await problems('server/src/areas/shortcuts/x.ts', './shortcut-store')).toEqual([]);
    expect(await problems('server/src/app.ts', './users/users-plugin')).toHaveLength(1);
    expect(await problems('server/src/demo/shortcuts.ts', '../areas/shortcuts/shortcut-store')).toHaveLength(1);
    expect(await problems('server/src/auth/x.ts', '../areas/messaging/sms-sender')).toHaveLength(1);
    // A test may use an area's test-support door, and the shared layers are imported file by file.
    expect(await problems('server/src/areas/shortcuts/x.test.ts', '../questionnaires/testing')).toEqual([]);
    expect(await problems('server/src/areas/shortcuts/x.ts', '../questionnaires/testing')).toHaveLength(1);
    expect(await problems('server/src/areas/shortcuts/x.ts', '../../db/database')).toEqual([]);
    expect(await problems('server/src/areas/shortcuts/x.ts', '../../graphql/schema/custom-mutation')).toEqual([]);
  });

  it('keeps the demo data out of production code', async () => {
    expect(await problems('server/src/areas/chat/x.ts', '../../demo/chat')).toEqual([
      "production code never reads the demo data (../../demo/chat): the demo seeds through the areas' doors, not the other way",
    ]);
    expect(await problems('server/src/operations/x.ts', '../demo/demo-tenants')).toHaveLength(1);
    expect(await problems('server/src/areas/chat/x.test.ts', '../../demo/chat')).toEqual([]);
    expect(await problems('server/src/main.ts', './demo/seed')).toEqual([]);
    expect(await problems('server/src/demo/x.ts', './chat')).toEqual([]);
    expect(await problems('server/src/test/x.ts', '../demo/seed')).toEqual([]);
  });

  /** A folder with an index.ts door: what the rule closes. */
  const hasDoor = (folder: string) =>
    existsSync(path.resolve(import.meta.dirname, '../server/src', folder, 'index.ts'));

  it('covers every server area: each one listed in feature-areas.ts lives in areas/ with a door', async () => {
    const server = path.resolve(import.meta.dirname, '../server/src');
    const list = readFileSync(path.join(server, 'area-kit/feature-areas.ts'), 'utf8');
    const areas = [...list.matchAll(/from '\.\.\/areas\/([^']+)'/g)].map((m) => m[1] ?? '');
    expect(areas.length).toBeGreaterThanOrEqual(8);
    for (const area of areas) {
      expect(area, `feature-areas.ts imports ${area} through its door`).not.toContain('/');
      expect(hasDoor(`areas/${area}`), `server/src/areas/${area}/index.ts`).toBe(true);
    }
    // Every folder of areas/ is an area with a door; the platform's folders beside it carry none of
    // the areas' names.
    const inAreas = readdirSync(path.join(server, 'areas'), { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(inAreas.map((d) => d.name).sort()).toEqual([...areas].sort());
    // Every folder with a door, area or platform (the scheduler, the operator's commands …), is
    // closed to another folder's import of an inner file.
    const platform = readdirSync(server, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'areas' && hasDoor(d.name))
      .map((d) => d.name);
    expect(platform).toEqual(expect.arrayContaining(['operations']));
    for (const folder of [...platform, ...areas.map((a) => `areas/${a}`)]) {
      const from = folder === 'health' ? 'server/src/auth/x.ts' : 'server/src/health/x.ts';
      expect(await problems(from, `../${folder}/inner`), folder).toHaveLength(1);
      expect(await problems(from, `../${folder}`), folder).toEqual([]);
    }
  });
});
