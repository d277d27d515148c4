// Issue 24 case 9's sibling, on PGlite and PostgreSQL with the demo data: a reminder SMS carries the
// event's title and place, which staff chose; each is one clean, bounded line (a CR/LF in a title
// wrote lines of its own into the text).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../messaging';
import { createSeededTestDatabase, type TestDatabase } from '../../test/database';
import { sendDueReminders } from './reminders';

describe('the reminder SMS', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createSeededTestDatabase();
  });
  afterAll(() => test?.destroy());

  it('puts the title and place in as one bounded line each', async () => {
    const { db } = test;
    const now = new Date(Date.now() + 30 * 86_400_000);
    const staff = (
      await db.query<{ id: number; customer_id: number }>(
        `SELECT u.id::int AS id, u.customer_id::int AS customer_id FROM users u JOIN customers c ON c.id = u.customer_id
          WHERE c.subdomain = 'demo' AND u.username = 'staff'`,
      )
    ).rows[0]!;
    const event = (
      await db.query<{ id: number }>(
        `INSERT INTO events (customer_id, title, location, starts_at, ends_at, reminder_minutes, created_by)
         VALUES ($1, $2, $3, $4, $5, 30, $6) RETURNING id::int AS id`,
        [
          staff.customer_id,
          `Møte\r\nUID:forged\u0007 ${'t'.repeat(300)}`,
          `Rom 1\nATTACH:x`,
          new Date(now.getTime() + 10 * 60_000),
          new Date(now.getTime() + 70 * 60_000),
          staff.id,
        ],
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO event_participants (event_id, user_id, customer_id, response, sms_reminder) VALUES ($1, $2, $3, 'accepted', true)`,
      [event, staff.id, staff.customer_id],
    );
    const sent: SmsMessage[] = [];
    await sendDueReminders({
      db,
      clock: { now: () => now, schedule: () => () => undefined },
      sms: { kind: 'outbox', send: async (message: SmsMessage) => void sent.push(message) },
      log: pino({ level: 'silent' }),
    });
    const mine = sent.filter((m) => m.content.includes('UID:forged'));
    expect(mine).toHaveLength(1);
    const content = mine[0]!.content;
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(content).not.toMatch(/[\u0000-\u001f]/);
    expect(content).toMatch(/^Påminnelse: Møte UID:forged t+…, .+, Rom 1 ATTACH:x$/);
    expect(content.length).toBeLessThan(160);
  });
});
