// Issue 33 figure: the answering page reopened with no network after one online visit, in Chromium
// at 375 px with the CPU slowed 4 times (DevTools throttling, Emulation.setCPUThrottlingRate), until
// the first question is usable (its input visible and enabled, holding what was typed before, and a
// keystroke typed into it shows). The questionnaire is the follow-up sample (server sample-template.ts) with
// one answer typed online. The page opens from the service worker (portal/src/shared/offline): the
// shell precached, the modules, the app's chunks and the questionnaire kept from the online visit.
// Prints the median of 5 reopenings with every sample and its ratio to the 1 s goal, and the same
// reopening with the network for comparison. Needs a build
// (`node scripts/build.mjs`) and Chromium. Run: npx tsx bench/qnr-offline-reopen.ts
//
// As in bench/questionnaires-answer-open.ts, the page's own small script watches for the question
// and the keystroke goes in through DevTools, so the measuring costs the slowed page nothing.
import { performance } from 'node:perf_hooks';
import type { CDPSession } from 'playwright-core';
import { chromiumPath, launchChromium } from '../e2e/support/chromium';
import { startPortalServer } from '../e2e/support/portal-server';
import { signIn } from '../e2e/support/shell-journey';
import { openDatabase } from '../server/src/db/open-database';
import { followUpQuestions, insertSampleTemplate } from '../server/src/areas/questionnaires/sample-template';

if (!chromiumPath) {
  console.log('offline reopen of the answering page: no Chromium on this machine, skipped');
  process.exit(0);
}

const GOAL_MS = 1000;
const RUNS = 5;
const TYPED = 'Skrevet på nett';
const questions = followUpQuestions();
const firstTitle = questions[0]!.title;

let server = await startPortalServer();
await server.stop({ keepData: true });
let qnrId: number;
const db = await openDatabase({ dataDir: server.dataDir });
try {
  const { rows } = await db.query<{ customer: number; recipient: number; staff: number }>(
    `SELECT c.id AS customer, r.id AS recipient, s.id AS staff FROM customers c
       JOIN users u ON u.customer_id = c.id AND u.username = 'participant' JOIN recipients r ON r.user_id = u.id
       JOIN users s ON s.customer_id = c.id AND s.username = 'staff' WHERE c.subdomain = 'demo'`,
  );
  const row = rows[0]!;
  const template = await db.transaction((tx) => insertSampleTemplate(tx, row.customer, { title: 'Skjema uten nett', questions }));
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO queries (customer_id, patient_id, template_id, title, status, valid_to, created_by)
     VALUES ($1, $2, $3, 'Skjema uten nett', 'SENT', now() + interval '14 days', $4) RETURNING id`,
    [row.customer, row.recipient, template.templateId, row.staff],
  );
  qnrId = Number(inserted.rows[0]!.id);
} finally {
  await db.close();
}
server = await startPortalServer({}, { dataDir: server.dataDir });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ locale: 'nb-NO', viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const address = server.url('demo', `/qnr-view/${qnrId}?lang=no`);
  await signIn(page, server, 'participant');
  // The online visit: the questionnaire opened, one answer typed and saved, the worker in control
  // and holding the questionnaire.
  await page.goto(address);
  const first = page.getByRole('textbox', { name: firstTitle });
  await first.fill(TYPED);
  await page.locator('[data-testid="autosave-state"][data-state="saved"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await page.waitForFunction(
    async (id) => {
      const cache = await caches.open('portal-data-v1');
      return (await cache.keys()).some((request) => new URL(request.url).pathname === `/api/questionnaires/${id}`);
    },
    qnrId,
    { timeout: 60_000, polling: 200 },
  );

  // The page's own watch for the first question's input (a string: the page runs it as it is).
  await context.addInitScript(`(() => {
    const wanted = ${JSON.stringify(firstTitle)};
    const find = () => Array.from(document.querySelectorAll('input, textarea')).find((el) => {
      const id = el.getAttribute('aria-labelledby');
      const label = id ? document.getElementById(id) : null;
      return !!label && (label.textContent || '').trim().replace(/\\W*$/, '') === wanted.replace(/\\W*$/, '');
    });
    window.__firstQuestion = new Promise((resolve) => {
      let queued = false;
      const check = () => {
        queued = false;
        const input = find();
        if (!input || input.disabled || !input.checkVisibility() || !input.value) return;
        watch.disconnect();
        window.__firstQuestionInput = input;
        resolve(input);
      };
      const watch = new MutationObserver(() => {
        if (!queued) { queued = true; queueMicrotask(check); }
      });
      watch.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'style', 'class', 'value'] });
    });
  })()`);
  const cdp: CDPSession = await context.newCDPSession(page);
  const inPage = async (expression: string): Promise<unknown> => {
    const answer = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (answer.exceptionDetails) throw new Error(`in the page: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  await context.setOffline(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const reopen = async () => {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(address, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const tooLate = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the first question did not show within 60 s offline')), 60_000);
    });
    const shown = inPage('window.__firstQuestion.then((input) => { input.focus(); return input.value; })');
    const before = (await Promise.race([shown, tooLate]).finally(() => clearTimeout(timer))) as string;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'x', code: 'KeyX', text: 'x', windowsVirtualKeyCode: 88 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'x', code: 'KeyX', windowsVirtualKeyCode: 88 });
    for (let i = 0; (await inPage('window.__firstQuestionInput.value.length')) !== before.length + 1; i++) {
      if (i > 10_000) throw new Error('the first question did not take a keystroke');
      await new Promise((resolve) => setImmediate(resolve));
    }
    const total = performance.now() - started;
    if (!before.startsWith(TYPED)) throw new Error(`the first question holds "${before}", not what was typed before`);
    return total;
  };
  const runs = async () => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await reopen());
    return samples;
  };
  const offline = await runs();
  // For comparison, the same reopening with the network (the server answers the page and the data).
  await context.setOffline(false);
  const online = await runs();
  console.log('answering page reopened after one online visit (Chromium, 375 px, CPU 4x slower), to the first usable question with the answer typed before:');
  const line = (label: string, samples: number[]) => {
    const median = [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
    console.log(
      `  ${label.padEnd(46)} ${median.toFixed(0).padStart(6)} ms  (${(median / GOAL_MS).toFixed(2)} of the ${GOAL_MS} ms goal, median of ${RUNS}: ${samples.map((x) => x.toFixed(0)).join(', ')} ms)`,
    );
  };
  line('with no network (the goal):', offline);
  line('with the network (for comparison):', online);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
