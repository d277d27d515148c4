import { describe, expect, it } from 'vitest';
import { createShiftableClock } from './clock';

describe('the server clock', () => {
  it('runs a scheduled task when the clock is moved past it, not before', () => {
    const clock = createShiftableClock(true);
    const ran: string[] = [];
    clock.schedule(60_000, () => ran.push('expiry'));
    // The clock also runs on real time, so leave the test's own milliseconds a margin.
    clock.advance(59_000);
    expect(ran).toEqual([]);
    clock.advance(1_000);
    expect(ran).toEqual(['expiry']);
    clock.advance(120_000);
    expect(ran).toEqual(['expiry']); // once only
  });

  it('does not run a cancelled task', () => {
    const clock = createShiftableClock(true);
    let ran = false;
    const cancel = clock.schedule(1_000, () => (ran = true));
    cancel();
    clock.advance(5_000);
    expect(ran).toBe(false);
  });

  it('still runs on real time without being moved', async () => {
    const clock = createShiftableClock(false);
    // A zero delay falls due at once: nothing here waits on the wall clock.
    const done = new Promise<string>((resolve) => clock.schedule(0, () => resolve('ran')));
    expect(await done).toBe('ran');
  });

  it('refuses to move outside tests', () => {
    const clock = createShiftableClock(false);
    expect(() => clock.advance(1)).toThrow('The clock can only be moved in tests');
  });

  it('reads the moved time', () => {
    const clock = createShiftableClock(true);
    const before = clock.now().getTime();
    clock.advance(3_600_000);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(3_600_000);
  });
});
