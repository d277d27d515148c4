// Journey (issue 33 items 1, 2, 6 and 10): the participant on a 375 px phone. In Norwegian, by the
// keyboard alone, a questionnaire is answered from its first question to "Fullfør": every question is
// reached by Tab in its order (none left unrendered below the screen), the 1-5 scale is answered with
// Space and the arrow keys (buttons at every width, never a "Velg..." popup), and after "Neste" the
// focus is on the new page's first question. In English, by touch, the scale is tapped and another
// questionnaire declined with a reason; the caseworker, at a desk, reads that reason in the
// questionnaire's view, in its history and in their inbox. Deadlines show without seconds. No
// serious axe violation.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open-database';
import {
  insertSampleTemplate,
  type SampleQuestion,
} from '../../server/src/areas/questionnaires/sample-template';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { startPortalServer } from '../support/portal-server';
import { poll, signIn } from '../support/shell-journey';

const QUESTIONS: SampleQuestion[] = [
  { title: 'Hva heter du?', properties: { type: 'text', required: true } },
  {
    title: 'Hvordan trives du?',
    properties: { type: 'scale', min: 1, max: 5, minLabel: 'Dårlig', maxLabel: 'Svært godt' },
  },
  {
    title: 'Hvor enig er du?',
    properties: {
      type: 'composite',
      matrix: 'choice',
      choices: [
        { value: '1', text: 'Uenig' },
        { value: '2', text: 'Nøytral' },
        { value: '3', text: 'Enig' },
      ],
    },
    inner: [
      { title: 'Jeg får god hjelp', properties: {} },
      { title: 'Jeg vet hva neste steg er', properties: {}, row: 1 },
    ],
  },
  { title: 'Andre kommentarer', properties: { type: 'longtext', maxLength: 4000 } },
  { title: 'Når kan vi ringe deg?', properties: { type: 'text', section: 'Kontakt' } },
  { title: 'Hvor bor du?', properties: { type: 'text' } },
  // The template lets the keyboard sign with a typed full name.
  { title: 'Signatur', properties: { type: 'signature', required: true, typedName: true } },
];

const qnrs = { keyboard: 0, touch: 0 };
const questionIds: number[] = [];
const REASON = 'Jeg har allerede svart på papir.';

/** Whether the element (or something inside it) has the keyboard's focus. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
/** A question's box, by its SurveyJS name (q<question id>). */
const question = (page: Page, index: number) => page.locator(`[data-name="q${questionIds[index]}"]`);

/** A phone: 375 px; by touch where `touch`. */
const phoneContext = (journey: { browser: Browser }, touch: boolean): Promise<BrowserContext> =>
  journey.browser.newContext({
    locale: touch ? 'en-US' : 'nb-NO',
    viewport: { width: 375, height: 740 },
    hasTouch: touch,
    isMobile: touch,
  });

/** Presses Tab until `target` has the focus (at most `most` times); fails with what had it instead. */
async function tabTo(page: Page, target: Locator, most: number) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  const at = await page.evaluate(
    () =>
      `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 40) ?? ''}`,
  );
  throw new Error(`Tab did not reach the target within ${most} presses; the focus is on ${at}`);
}

describe.skipIf(!chromiumPath)('participant: a questionnaire on a phone by keyboard and by touch', () => {
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
        insertSampleTemplate(tx, Number(customer), {
          title: 'Tastaturskjema',
          questions: QUESTIONS,
          flags: { collapse_all: true, rejectable: true },
        }),
      );
      questionIds.push(...template.questionIds);
      for (const which of ['keyboard', 'touch'] as const) {
        const inserted = await db.query<{ id: number }>(
          `INSERT INTO queries (customer_id, patient_id, template_id, title, status, valid_from, valid_to, created_by)
           VALUES ($1, $2, $3, $4, 'SENT', now() - interval '1 hour', date_trunc('minute', now()) + interval '14 days 7 seconds',
                   (SELECT id FROM users WHERE customer_id = $1 AND username = 'staff'))
           RETURNING id`,
          [customer, recipient, template.templateId, which === 'keyboard' ? 'Tastaturskjema' : 'Trykkskjema'],
        );
        qnrs[which] = Number(inserted.rows[0]!.id);
      }
    } finally {
      await db.close();
    }
    return startPortalServer({}, { dataDir: server.dataDir });
  });

  it('answers every question by keyboard alone, in order, in Norwegian', async () => {
    const context = await phoneContext(journey, false);
    const phone = await context.newPage();
    await signIn(phone, journey.server, 'participant');
    await phone.goto(journey.server.url('demo', `/qnr-view/${qnrs.keyboard}?lang=no`));
    const name = phone.getByRole('textbox', { name: 'Hva heter du?' });
    await name.waitFor();
    // The deadline in minutes, never seconds.
    await expect(phone.getByText(/^Svar innen/).textContent()).resolves.not.toMatch(/\d{2}:\d{2}:\d{2}/);
    await name.focus();
    await phone.keyboard.type('Kari Nordmann');

    // The scale: radio buttons at phone width, chosen with Space and the arrow keys.
    const scale = question(phone, 1);
    await tabTo(phone, scale, 1);
    await phone.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await phone.keyboard.press('ArrowRight');
    await poll(() => scale.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    expect(await scale.getByRole('radio').count()).toBe(5);
    expect(await scale.getByRole('combobox').count()).toBe(0);

    // The matrix: a row at a time, then on to the question after it (not to the page's buttons).
    const matrix = question(phone, 2);
    await tabTo(phone, matrix, 1);
    await phone.keyboard.press('Space');
    await phone.keyboard.press('Tab');
    await phone.keyboard.press('Space');
    await poll(() => matrix.locator('input[type="radio"]:checked').count()).toBe(2);
    const comments = phone.getByRole('textbox', { name: 'Andre kommentarer' });
    await tabTo(phone, comments, 1);
    await phone.keyboard.type('Alt bra.');
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // "Neste" by keyboard: the focus goes to the new page's first question.
    const next = phone.getByRole('button', { name: 'Neste' });
    await tabTo(phone, next, 2);
    await phone.keyboard.press('Enter');
    const call = phone.getByRole('textbox', { name: 'Når kan vi ringe deg?' });
    await call.waitFor();
    await poll(() => hasFocus(call)).toBe(true);
    await phone.keyboard.type('Etter klokka 12');
    await tabTo(phone, phone.getByRole('textbox', { name: 'Hvor bor du?' }), 1);
    await phone.keyboard.type('Oslo');
    // The signature: the pad has no keyboard way; the typed name is the template's alternative.
    const typedName = phone.getByRole('textbox', { name: 'Signatur: eller skriv hele navnet ditt' });
    await tabTo(phone, typedName, 4);
    await phone.keyboard.type('Kari Nordmann');
    await tabTo(phone, phone.getByRole('button', { name: 'Fullfør' }), 4);
    await phone.keyboard.press('Enter');
    await phone.getByText('Takk! Svarene dine er sendt inn.').waitFor({ timeout: 20_000 });
    expect(await seriousA11yViolations(phone)).toEqual([]);
    // What the server has: the scale, the typed name as the signature.
    const answers = await phone.evaluate(async (id) => {
      const token = sessionStorage.getItem('portal.session_token');
      const answer = await fetch(`/api/questionnaires/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { answers: { question_id: number; value: unknown }[] }).answers;
    }, qnrs.keyboard);
    const valueOf = (index: number) => answers.find((a) => a.question_id === questionIds[index])?.value;
    expect(valueOf(1)).toBe(4);
    expect(valueOf(6)).toBe('Kari Nordmann');
    await context.close();
  }, 180_000);

  it('taps the scale and declines with a reason in English; the caseworker reads the reason', async () => {
    const context = await phoneContext(journey, true);
    const phone = await context.newPage();
    await signIn(phone, journey.server, 'participant');
    await phone.goto(journey.server.url('demo', `/qnr-view/${qnrs.touch}?lang=en`));
    await phone.getByRole('textbox', { name: 'Hva heter du?' }).waitFor();
    const scale = question(phone, 1);
    await scale.getByText('5', { exact: true }).tap();
    await poll(() => scale.getByRole('radio', { name: '5' }).isChecked()).toBe(true);
    await expectFitsWidth(phone);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Decline questionnaire' }).tap();
    await phone.getByRole('textbox', { name: 'Why do you decline? (optional)' }).fill(REASON);
    await phone.getByRole('dialog').getByRole('button', { name: 'Decline', exact: true }).tap();
    await phone.getByText('The questionnaire was declined.').waitFor();
    await context.close();

    const staffContext = await newPortalContext(journey.browser);
    const staff = await staffContext.newPage();
    await signIn(staff, journey.server, 'staff');
    await staff.goto(journey.server.url('demo', `/qnr-view/${qnrs.touch}?lang=en`));
    await poll(() => staff.getByTestId('qnr-status').textContent()).toBe('Rejected');
    await staff.getByTestId('qnr-reject-reason').getByText(REASON).waitFor();
    await staff.getByRole('tab', { name: 'History' }).click();
    await staff.getByTestId('qnr-history').getByText(REASON, { exact: false }).waitFor();
    expect(await seriousA11yViolations(staff)).toEqual([]);
    // The inbox of the caseworker who sent it: the decline, unread, with the reason (issue 33 item 6).
    await staff.goto(journey.server.url('demo', '/inbox?lang=en'));
    const row = staff.getByTestId('inbox-row').filter({ hasText: 'Trykkskjema' }).first();
    await row.getByText(`Questionnaire declined`, { exact: false }).waitFor();
    await row.getByText(`Reason: ${REASON}`, { exact: false }).waitFor();
    await row.click();
    await poll(() => staff.getByTestId('inbox-note').textContent()).toBe(REASON);
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staffContext.close();
  }, 180_000);
});
