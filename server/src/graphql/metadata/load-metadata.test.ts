import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMetadata, METADATA_DIR } from './load-metadata';

describe('the metadata directory', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function copyOfMetadata(): Promise<string> {
    dir = await mkdtemp(path.join(tmpdir(), 'metadata-'));
    await cp(METADATA_DIR, dir, { recursive: true });
    return dir;
  }

  it('reads one file per table and per profile into one document', async () => {
    const metadata = await loadMetadata();
    expect(metadata.tables.map((t) => t.table)).toContain('shortcuts');
    expect(Object.keys(metadata.profiles)).toContain('lookup');
    expect(metadata.conventions.tenant_column).toBe('customer_id');
  });

  it('refuses a table file whose name does not match the table it holds', async () => {
    const d = await copyOfMetadata();
    await writeFile(path.join(d, 'tables', 'public_wrong_name.json'), JSON.stringify({ table: 'shortcuts' }));
    await expect(loadMetadata(d)).rejects.toThrow('metadata: tables/public_wrong_name.json: must hold the table');
  });

  it('names the file that is not JSON', async () => {
    const d = await copyOfMetadata();
    await writeFile(path.join(d, 'profiles', 'broken.json'), '{ "admin": ');
    await expect(loadMetadata(d)).rejects.toThrow('metadata: broken.json:');
  });
});
