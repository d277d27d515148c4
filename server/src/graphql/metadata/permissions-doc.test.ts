import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadMetadata } from './load-metadata';
import { PERMISSIONS_DOC, renderPermissionsDoc, withGeneratedPart } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('holds the matrix the metadata gives (else: npm run docs:permissions)', async () => {
    const document = await readFile(PERMISSIONS_DOC, 'utf8');
    const fresh = withGeneratedPart(document, renderPermissionsDoc(await loadMetadata()));
    expect(document, 'docs/permissions.md is stale: run npm run docs:permissions').toBe(fresh);
  });

  it('changes when a permission does, so a stale document fails the test above', async () => {
    const metadata = await loadMetadata();
    const document = await readFile(PERMISSIONS_DOC, 'utf8');
    const shortcuts = metadata.tables.find((t) => t.table === 'shortcuts')!;
    const changed = {
      ...metadata,
      tables: metadata.tables.map((t) =>
        t === shortcuts
          ? { ...t, permissions: { participant: { select: { columns: ['id', 'title'] } } } }
          : t,
      ),
    };
    const regenerated = withGeneratedPart(document, renderPermissionsDoc(changed));
    expect(regenerated).not.toBe(document);
    // The participant's column (the last) now reads the one select given above, whatever the others hold.
    expect(regenerated).toMatch(/^\| `shortcuts` \|.*\| Sc \|$/m);
  });

  it('drops what the resolver drops: a participant rule on a table without a participant filter', async () => {
    const metadata = await loadMetadata();
    const doc = renderPermissionsDoc({
      ...metadata,
      tables: [{ table: 'notes', profile: 'case' }],
    });
    expect(doc).toContain('| `notes` | case | Sa I U D | Sa I U D | Sa I U | – |');
  });
});
