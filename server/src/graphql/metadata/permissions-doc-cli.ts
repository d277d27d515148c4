// npm run docs:permissions: writes the generated part of docs/permissions.md from server/metadata.
import { readFile, writeFile } from 'node:fs/promises';
import { loadMetadata } from './load-metadata';
import { PERMISSIONS_DOC, renderPermissionsDoc, withGeneratedPart } from './permissions-doc';

const before = await readFile(PERMISSIONS_DOC, 'utf8');
const after = withGeneratedPart(before, renderPermissionsDoc(await loadMetadata()));
if (after === before) console.log('docs/permissions.md is up to date');
else {
  await writeFile(PERMISSIONS_DOC, after);
  console.log('docs/permissions.md: generated part rewritten');
}
