import { buildServerOnce } from './built-server';

/**
 * The server project's one build of server/dist (only when a source file is newer than it), before
 * any test file runs: the process tests start the build, and a build per file swapped server/dist
 * under the servers of the files running beside it.
 */
export default function setup(): void {
  buildServerOnce();
}
