import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A wrong import fails `npm run lint`: each case lints a file, as if it were in the tree, with the
// repository's own configuration, and reads the import-directions rule's answer.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function problems(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/import-directions').map((m) => m.message);
}

describe('the import directions of STYLE.md', () => {
  it("refuses another feature's inside and lets its index.ts door through", async () => {
    expect(await problems('portal/src/features/login/wrong.ts', '../session/session-timer')).toEqual([
      "features/session is entered through its index.ts door only: import '../session'",
    ]);
    expect(await problems('portal/src/features/login/right.ts', '../session')).toEqual([]);
    expect(await problems('portal/src/features/login/inner.ts', './login-flow')).toEqual([]);
    expect(await problems('apps/artifact/src/features/shortcuts/x.ts', '../links/link-list')).toHaveLength(1);
  });

  it("lets only a test use a feature's test-support door", async () => {
    expect(await problems('portal/src/features/overview/Grid.test.tsx', '../user-context/testing')).toEqual([]);
    expect(await problems('portal/src/features/overview/Grid.tsx', '../user-context/testing')).toHaveLength(1);
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
});
