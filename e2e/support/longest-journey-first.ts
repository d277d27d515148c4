// The order of the journey files: the longest first (by e2e/support/durations.json, seconds measured
// in a whole run), so that no long file starts last and runs alone at the end. vitest's own order
// needs its results cache, which a clean clone (CI) does not have: it then starts the largest files,
// and a short file of long steps (the menu walk, over four minutes) could start last. A file not in
// the list starts first, as vitest starts an unknown file. Other projects keep vitest's order.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from './durations.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../..');
const known: Record<string, number> = durations;

const secondsOf = (spec: TestSpecification) =>
  known[path.relative(ROOT, spec.moduleId).split(path.sep).join('/')] ?? Number.POSITIVE_INFINITY;

export default class LongestJourneyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    if (files.some((spec) => spec.project.name !== 'e2e')) return super.sort(files);
    return [...files].sort((a, b) => secondsOf(b) - secondsOf(a));
  }
}
