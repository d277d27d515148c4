import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const SUFFIX = '?app-file';
// Not the file's own path, in which Vite's CSS plugin would see a stylesheet to bundle.
const PREFIX = '\0portal-app-file:';

/**
 * `import href from './x.css?app-file'`: the file is written beside the app's chunks
 * (assets/<name>-<hash><ext>, cached for a year with the version) and the import is its URL,
 * resolved against the importing chunk. Library mode inlines every `?url` asset as a data: URL;
 * a large stylesheet is better as a file of its own, which the browser caches parsed and loads
 * beside the script that needs it (SurveyJS's 330 KB of CSS, docs/decisions.md).
 */
export function appFilePlugin(): Plugin {
  let serving = false;
  return {
    name: 'portal-app:file',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? PREFIX + Buffer.from(resolved.id).toString('base64url') : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = Buffer.from(id.slice(PREFIX.length), 'base64url').toString();
      // Served from where it lies, as Vite's own ?url is in development and in the unit tests.
      if (serving) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      this.addWatchFile(file);
      const reference = this.emitFile({ type: 'asset', name: path.basename(file), source: await readFile(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    // Relative to the chunk, as the app's chunks import each other: the app is served under
    // /apps/<name>/<version>/, not at the root that Vite's base would give.
    resolveFileUrl({ relativePath }) {
      return `new URL(${JSON.stringify(relativePath)}, import.meta.url).href`;
    },
  };
}
