import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../test/database';
import { MESSAGE_BUDGET, takeMessageBudget } from './message-budget';

// Issue 17.6: the budget's window, on PGlite and PostgreSQL; the clock is passed in.
describe('takeMessageBudget', () => {
  let db: Database;
  let destroy: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    db = test.db;
    destroy = test.destroy;
  });
  afterAll(() => destroy());

  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const sender = { customerId: 1, userId: 7 };

  it('takes messages while they fit, refuses what does not without spending it, and starts again after the window', async () => {
    expect(await takeMessageBudget(db, sender, MESSAGE_BUDGET.perWindow + 1, at(0))).toBe(false);
    expect(await takeMessageBudget(db, sender, 15, at(0))).toBe(true);
    expect(await takeMessageBudget(db, sender, 6, at(1000))).toBe(false);
    expect(await takeMessageBudget(db, sender, 5, at(2000))).toBe(true);
    expect(await takeMessageBudget(db, sender, 1, at(MESSAGE_BUDGET.windowMs - 1))).toBe(false);
    expect(await takeMessageBudget(db, sender, MESSAGE_BUDGET.perWindow, at(MESSAGE_BUDGET.windowMs))).toBe(true);
    // Another sender has its own budget.
    expect(await takeMessageBudget(db, { customerId: 1, userId: 8 }, 20, at(0))).toBe(true);
  });

  it('never lets parallel takes overspend', async () => {
    const other = { customerId: 2, userId: 9 };
    const taken = await Promise.all(Array.from({ length: 30 }, () => takeMessageBudget(db, other, 1, at(0))));
    expect(taken.filter(Boolean)).toHaveLength(MESSAGE_BUDGET.perWindow);
  });
});
