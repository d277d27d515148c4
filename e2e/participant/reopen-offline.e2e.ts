// Journey (issue 33 item 8): the participant on a 375 px phone, in Norwegian, opens a questionnaire
// with the network, types, loses the network and reloads the page: the page opens from the service
// worker with what was typed (one answer already on the server, one only on the device), takes
// another answer, and when the network is back all three reach the server. After signing out, the
// device keeps nothing of theirs: the worker's runtime caches are gone, and the page opened with no
// network shows neither the questionnaire nor the answers. No serious axe violation offline.
import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import { insertSampleTemplate, type SampleQuestion } from '../../server/src/areas/questionnaires/sample-template';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, logOut } from '../support/login-journey';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const TITLE = 'Skjema på bussen';
const QUESTIONS: SampleQuestion[] = [
  { title: 'Hvor reiser du?', properties: { type: 'text' } },
  { title: 'Hva gjør du på reisen?', properties: { type: 'text' } },
  { title: 'Hvordan var turen?', properties: { type: 'text' } },
];
const TYPED = ['Til Bergen', 'Leser en bok', 'Rolig og fin'];
let qnrId = 0;
const questionIds: number[] = [];

const box = (page: Page, index: number) => page.getByRole('textbox', { name: QUESTIONS[index]!.title });
const autosave = (page: Page) => page.getByTestId('autosave-state').getAttribute('data-state');

/** The addresses the service worker's runtime caches hold, by cache. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      held[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return held;
  });

/** The answers the server holds, asked from here (not through the phone, which may be offline). */
function answersOnServer(port: number, token: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const asked = httpRequest(
      { host: '127.0.0.1', port, path: `/api/questionnaires/${qnrId}`, headers: { host: `demo.localhost:${port}`, authorization: `Bearer ${token}` } },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        answer.on('end', () => {
          const { answers } = JSON.parse(body) as { answers: { question_id: number; value: unknown }[] };
          resolve(questionIds.map((qid) => answers.find((a) => a.question_id === qid)?.value ?? null));
        });
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

describe.skipIf(!chromiumPath)('participant: a questionnaire reopened with no network', () => {
  const journey = useJourney({}, async (server) => {
    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const { rows } = await db.query<{ customer: number; recipient: number }>(
        `SELECT c.id AS customer, r.id AS recipient FROM customers c
           JOIN users u ON u.customer_id = c.id AND u.username = 'participant'
           JOIN recipients r ON r.user_id = u.id WHERE c.subdomain = 'demo'`,
      );
      const { customer, recipient } = rows[0]!;
      const template = await db.transaction((tx) =>
        insertSampleTemplate(tx, Number(customer), { title: TITLE, questions: QUESTIONS }),
      );
      questionIds.push(...template.questionIds);
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO queries (customer_id, patient_id, template_id, title, status, valid_from, valid_to)
         VALUES ($1, $2, $3, $4, 'SENT', now() - interval '1 hour', now() + interval '14 days') RETURNING id`,
        [customer, recipient, template.templateId, TITLE],
      );
      qnrId = Number(inserted.rows[0]!.id);
    } finally {
      await db.close();
    }
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('reopens the answering page offline with the answers, sends them when online, keeps nothing after sign-out', async () => {
    const context = await journey.browser.newContext({ locale: 'nb-NO', viewport: { width: 375, height: 740 } });
    const phone = await context.newPage();
    const address = journey.server.url('demo', `/qnr-view/${qnrId}?lang=no`);
    await signIn(phone, journey.server, 'participant');
    await phone.goto(address);
    await box(phone, 0).waitFor();
    // One online visit: the worker controls the page and holds the questionnaire.
    await poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await poll(async () => (await cachedAddresses(phone))['portal-data-v1'] ?? []).toContain(
      `/api/questionnaires/${qnrId}`,
    );

    // The first answer reaches the server; the second is typed with no network.
    await box(phone, 0).fill(TYPED[0]!);
    await poll(() => autosave(phone)).toBe('saved');
    await context.setOffline(true);
    await box(phone, 1).fill(TYPED[1]!);
    await poll(() => autosave(phone)).toBe('offline');
    const token = (await phone.evaluate(() => sessionStorage.getItem('portal.session_token')))!;
    expect(await answersOnServer(journey.server.port, token)).toEqual([TYPED[0], null, null]);

    // A reload with no network: the page, the questionnaire and both answers.
    await phone.reload();
    await poll(() => box(phone, 0).inputValue()).toBe(TYPED[0]);
    await poll(() => box(phone, 1).inputValue()).toBe(TYPED[1]);
    expect(await phone.getByRole('heading', { name: TITLE }).count()).toBeGreaterThan(0);
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await box(phone, 2).fill(TYPED[2]!);
    await poll(() => autosave(phone)).toBe('offline');
    // Still only on the device: the worker sent nothing while the phone was offline.
    expect(await answersOnServer(journey.server.port, token)).toEqual([TYPED[0], null, null]);

    // The network is back: all three answers reach the server without the participant doing anything.
    await context.setOffline(false);
    await poll(() => autosave(phone)).toBe('saved');
    await poll(() => answersOnServer(journey.server.port, token)).toEqual(TYPED);

    // Signed out: no runtime cache is left, nor a copy of the answers; the page opened with no network
    // shows nothing of theirs.
    await logOut(phone);
    await poll(async () => Object.keys(await cachedAddresses(phone)).filter((name) => name.startsWith('portal-'))).toEqual([]);
    const drafts = await phone.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('portal.qnr-draft.')),
    );
    expect(drafts).toEqual([]);
    await context.setOffline(true);
    await phone.goto(address).catch(() => undefined);
    const text = await phone.evaluate(() => document.body?.innerText ?? '');
    expect(text).not.toContain(TITLE);
    for (const typed of TYPED) expect(text).not.toContain(typed);
    await context.setOffline(false);
    await context.close();
  }, 180_000);
});
