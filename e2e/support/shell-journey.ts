// What the signed-in shell's journeys share: signing in to the shell, polling with room for a busy
// machine, and adding rows to the demo data of a stopped server.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { enterSmsCode, submitCredentials } from './login-journey';
import { readSmsOutbox } from './outbox';
import { startPortalServer, type PortalServer } from './portal-server';

/** expect.poll with room for a busy machine (the default gives up after 1 s). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** Password, the organisation choice when the user has more than one, the SMS code; then the shell. */
/** Signs in as `username` by password and SMS code; `until: 'consents'` stops at the consent gate (§2.2). */
export async function signIn(
  page: Page,
  server: PortalServer,
  username: string,
  { until = 'shell' }: { until?: 'shell' | 'consents' } = {},
) {
  await page.goto(server.url('demo', '/login?lang=en'));
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await submitCredentials(page, { username, trusted: false });
  const chooser = page.getByRole('button', { name: 'Demo Arbeid' });
  await Promise.race([
    chooser.waitFor(),
    page.getByRole('heading', { name: 'Confirm with SMS code' }).waitFor(),
  ]);
  if (await chooser.isVisible()) await chooser.click();
  await enterSmsCode(page, server, smsBefore);
  if (until === 'consents') await page.getByRole('heading', { name: 'Before you go on' }).waitFor();
  else await page.getByTestId('top-bar').waitFor();
}

/** Adds rows to the demo data of the stopped server, then starts it again on the same data. */
export async function withRows(server: PortalServer, statements: string[]): Promise<PortalServer> {
  await server.stop({ keepData: true });
  const db = await openDatabase({ dataDir: server.dataDir });
  try {
    for (const statement of statements) await db.query(statement);
  } finally {
    await db.close();
  }
  return startPortalServer({}, { dataDir: server.dataDir });
}

/** SQL for the demo tenant's id and a demo user's id, for the statements given to withRows. */
export const DEMO = "(SELECT id FROM customers WHERE subdomain = 'demo')";
export const userId = (username: string) =>
  `(SELECT id FROM users WHERE username = '${username}' AND customer_id = ${DEMO})`;
