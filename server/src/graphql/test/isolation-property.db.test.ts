import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIsolationProperty } from './isolation/isolation-cases';
import { buildIsolationWorld, type IsolationWorld } from './isolation/isolation-world';

// Issue 17, figures: the tenant isolation property in its modest form (npm run bench:security
// runs it with 10,000 cases per database). See docs/security.md "Isolation property test".

let world: IsolationWorld;
beforeAll(async () => {
  world = await buildIsolationWorld();
}, 120_000);
afterAll(async () => world?.close());

describe('tenant isolation (property)', () => {
  it("no generated request of alpha returns, changes or depends on beta's rows", async () => {
    const seed = Date.now() % 100_000;
    const report = await runIsolationProperty(world, 300, seed);
    expect(report.reads).toBeGreaterThan(50);
    expect(report.writes).toBeGreaterThan(50);
    expect(report.leaks.slice(0, 5), `seed ${seed} (npm run bench:security -- --seed ${seed})`).toEqual([]);
  }, 300_000);
});
