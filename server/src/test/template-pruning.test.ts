import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneEarlierDays } from './database';

// Issue 18 item 7: test templates are reused on purpose within a day and removed after it.
describe('test database templates', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("removes earlier days' templates and keeps today's and those it cannot date", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-tpl-'));
    for (const name of ['20261123-aaaa-seeded.tar', '20261124-bbbb-seeded.tar', '20261124-bbbb-migrated.tar', 'cccc-seeded.tar'])
      await writeFile(path.join(dir, name), 'x');
    await pruneEarlierDays(dir, '20261124');
    expect((await readdir(dir)).sort()).toEqual(['20261124-bbbb-migrated.tar', '20261124-bbbb-seeded.tar', 'cccc-seeded.tar']);
  });
});
