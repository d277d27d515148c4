// Issue 7 "Done when": feature apps loaded at run time by name and version, in Chromium against
// the real server. The apps harness page (/apps-harness.html, portal/src/features/apps/harness)
// mounts overview widgets and app modules the way the shell's overview will.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../support/chromium';
import { watchCspViolations } from '../support/csp';
import { DEMO_PASSWORD } from '../support/login-journey';
import { readSmsOutbox, waitForSmsCode } from '../support/outbox';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ME_WIDGETS = [
  'ARTIFACT_QNRS',
  'CHAT',
  'CALENDAR_TASK',
  'CALENDAR_EVENT',
  'CRM_TIME_TRACKING',
  'DIRECTORY_MY_RECIPIENTS',
  'DRAFTS',
];

/** The repository's built apps, a second data-grid version, the crash-test fixture and a broken bundle. */
async function prepareAppsDir(): Promise<string> {
  const dir = await makeTempDir();
  for (const name of await readdir(path.join(ROOT, 'apps'))) {
    const dist = path.join(ROOT, 'apps', name, 'dist');
    if (existsSync(dist)) await cp(dist, path.join(dir, name), { recursive: true });
  }
  if (!existsSync(path.join(dir, 'data-grid', '1.0.0', 'entry.js')))
    throw new Error('run npm run build first');
  const build = (cwd: string, env: Record<string, string>) => {
    const result = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['build', '--logLevel', 'error'],
      { cwd, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`vite build in ${cwd} failed: ${result.stderr}`);
  };
  build(path.join(ROOT, 'apps', 'data-grid'), {
    APP_VERSION: '1.1.0',
    APP_DIST_DIR: path.join(dir, 'data-grid'),
  });
  build(path.join(ROOT, 'apps', 'shared', 'fixtures', 'crash-test'), {
    APP_DIST_DIR: path.join(dir, 'crash-test'),
  });
  const broken = path.join(dir, 'broken-bundle', '1.0.0');
  await mkdir(broken, { recursive: true });
  await writeFile(path.join(broken, 'entry.js'), 'export const modules = { "page:x": () => null ;\n');
  await writeFile(
    path.join(broken, 'manifest.json'),
    JSON.stringify({
      name: 'broken-bundle',
      version: '1.0.0',
      entry: 'entry.js',
      integrity: 'sha384-AAAA',
      modules: ['page:x'],
      sdkVersion: '2.0.0',
      builtAt: new Date().toISOString(),
    }),
  );
  return dir;
}

async function makeTempDir(): Promise<string> {
  const dir = path.join(tmpdir(), `portal-e2e-apps-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A real login in the page (password, SMS code from the outbox, code check): the session token. */
async function login(page: Page, server: PortalServer, username: string): Promise<string> {
  await page.goto(server.url('demo', '/apps-harness.html'));
  const call = (url: string, authorization?: string) =>
    page.evaluate(
      async ([u, a]) => {
        const r = await fetch(u, { headers: a ? { authorization: a } : {} });
        return { status: r.status, body: (await r.json()) as { token?: string } };
      },
      [url, authorization ?? ''] as const,
    );
  const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;
  const signin = await call(
    '/api/auth/signin?context=device_authorization&device=untrusted',
    basic(`${username}:${DEMO_PASSWORD}`),
  );
  if (signin.status !== 200) throw new Error(`signin answered ${signin.status}`);
  if (signin.body.token) return signin.body.token;
  const smsBefore = readSmsOutbox(server.dataDir).length;
  await call('/api/auth/signin?context=device_authorization.sms-code', basic(username));
  const code = await waitForSmsCode(server.dataDir, smsBefore, 7);
  const check = await call(`/api/auth/check?context=device_authorization.sms-code&code=${code}`);
  if (!check.body.token) throw new Error(`code check answered ${check.status}`);
  return check.body.token;
}

interface OpenedHarness {
  page: Page;
  console: string[];
  /** What the Content Security Policy blocked (issue 17.11): nothing, in every journey here. */
  cspViolations: string[];
  appRequests: string[];
  graphql: { query: string; variables: Record<string, unknown> }[];
}

async function openHarness(
  browser: Browser,
  server: PortalServer,
  token: string,
  query: string,
): Promise<OpenedHarness> {
  const page = await browser.newPage();
  const opened: OpenedHarness = {
    page,
    console: [],
    cspViolations: watchCspViolations(page),
    appRequests: [],
    graphql: [],
  };
  page.on('console', (message) => opened.console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => opened.console.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().includes('/apps/')) opened.appRequests.push(new URL(request.url()).pathname);
    if (request.url().endsWith('/api/srvproxy/v1/graphql'))
      opened.graphql.push(request.postDataJSON() as OpenedHarness['graphql'][number]);
  });
  await page.goto(server.url('demo', `/apps-harness.html?${query}#token=${token}`));
  await page.getByTestId('harness-footer').waitFor();
  return opened;
}

// A widget's rows: the data grid's table rows, or the list items of an app's own widget (calendar's).
const rowsOf = (page: Page, widget: string) =>
  page.locator(`[data-widget="${widget}"] tbody tr, [data-widget="${widget}"] li`);

describe.skipIf(!chromiumPath)('feature apps loaded at run time', () => {
  let server: PortalServer;
  let browser: Browser;
  let appsDir: string;
  let staff: string;
  let admin: string;

  const setVersion = async (name: string, version: string | null) => {
    const page = await browser.newPage();
    await page.goto(server.url('demo', '/apps-harness.html'));
    const status = await page.evaluate(
      async ([n, v, t]) => {
        const r = await fetch('/api/apps/versions', {
          method: v ? 'PUT' : 'DELETE',
          headers: { authorization: `Bearer ${t}`, ...(v ? { 'content-type': 'application/json' } : {}) },
          body: v ? JSON.stringify({ name: n, version: v }) : undefined,
        });
        return r.status;
      },
      [name, version, admin] as const,
    );
    await page.close();
    expect(status).toBe(200);
  };

  beforeAll(async () => {
    appsDir = await prepareAppsDir();
    server = await startPortalServer({ APPS_DIR: appsDir });
    browser = await launchChromium();
    const page = await browser.newPage();
    staff = await login(page, server, 'staff');
    admin = await login(page, server, 'admin');
    await page.close();
    // The fixtures are installed, but a tenant loads only the versions it names.
    await setVersion('crash-test', '1.0.0');
    await setVersion('broken-bundle', '1.0.0');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (appsDir) await rm(appsDir, { recursive: true, force: true });
  });

  it('shows staff the seven default ME widgets with real rows, each row linking to its route', async () => {
    const { page, console, cspViolations } = await openHarness(
      browser,
      server,
      staff,
      'user_context=ME&lang=en',
    );
    for (const widget of ME_WIDGETS) {
      await expect
        .poll(() => rowsOf(page, widget).count(), { timeout: 15_000, message: widget })
        .toBeGreaterThan(0);
      expect(await rowsOf(page, widget).count()).toBeLessThanOrEqual(5);
      expect(await rowsOf(page, widget).locator('a').first().getAttribute('href')).toMatch(/^\/[a-z]/);
    }
    expect(await page.locator('[data-widget="CHAT"] a').first().getAttribute('href')).toBe('/chat');
    expect(console.join('\n')).not.toMatch(/Invalid hook call|more than one copy of React/i);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it("shows the selected participant's rows in the ACTIVITIES_LOG widget of the RECIPIENT context, in Norwegian", async () => {
    const me = await openHarness(browser, server, staff, 'widgets=DIRECTORY_MY_RECIPIENTS');
    await expect
      .poll(() => rowsOf(me.page, 'DIRECTORY_MY_RECIPIENTS').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const href =
      (await me.page
        .locator('[data-widget="DIRECTORY_MY_RECIPIENTS"] tbody tr a')
        .first()
        .getAttribute('href')) ?? '';
    await me.page.close();
    const recipientId = Number(new URLSearchParams(href.split('?')[1]).get('selected_patient_id'));
    expect(recipientId).toBeGreaterThan(0);
    const { page, graphql } = await openHarness(
      browser,
      server,
      staff,
      `user_context=RECIPIENT&selected_patient_id=${recipientId}&widgets=ACTIVITIES_LOG&lang=no`,
    );
    await expect.poll(() => rowsOf(page, 'ACTIVITIES_LOG').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-widget="ACTIVITIES_LOG"] h2').textContent()).toBe('Aktivitetslogg');
    const request = graphql.find((g) => g.query.includes('ActivitiesLogWidget'));
    expect(request?.variables.where).toEqual({ recipient_id: { _eq: recipientId } });
    await page.close();
  });

  it('runs an app that uses hooks against the one shared React and SDK', async () => {
    const { page, console } = await openHarness(
      browser,
      server,
      staff,
      'widgets=&modules=crash-test:page:uses-hooks',
    );
    const button = page.getByTestId('uses-hooks');
    await button.click();
    await button.click();
    await expect.poll(() => button.textContent()).toMatch(/: 2 clicks$/);
    expect(console.join('\n')).not.toMatch(
      /Invalid hook call|more than one copy of React|outside <ShellProvider>/i,
    );
    await page.close();
  });

  it('contains modules that throw while rendering or in an effect, and a bundle that does not parse', async () => {
    const modules = [
      'crash-test:page:throws-in-render',
      'crash-test:page:throws-in-effect',
      'broken-bundle:page:x',
      'crash-test:page:uses-hooks',
    ];
    const { page, console } = await openHarness(
      browser,
      server,
      staff,
      `widgets=CHAT&modules=${modules.join(',')}`,
    );
    await page.getByTestId('uses-hooks').waitFor();
    await page.locator('[data-widget="CHAT"]').waitFor();
    await expect
      .poll(
        () => console.filter((line) => line.startsWith('error:') && /crash-test@1\.0\.0/.test(line)).length,
      )
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => console.some((line) => line.startsWith('error:') && line.includes('broken-bundle@1.0.0')))
      .toBe(true);
    expect(await page.getByTestId('module-crash-test-page:throws-in-render').innerHTML()).toBe('');
    expect(await page.getByTestId('module-broken-bundle-page:x').innerHTML()).toBe('');
    await page.close();
  });

  it("switches the bundle the browser loads when an admin changes the tenant's version", async () => {
    // A kind only the data grid supplies (the storage app's own DRAFTS widget replaces its grid).
    const before = await openHarness(browser, server, staff, 'widgets=CRM_TIME_TRACKING');
    await before.page.locator('[data-widget="CRM_TIME_TRACKING"]').waitFor();
    expect(before.appRequests).toContain('/apps/data-grid/1.0.0/entry.js');
    await before.page.close();
    await setVersion('data-grid', '1.1.0');
    const after = await openHarness(browser, server, staff, 'widgets=CRM_TIME_TRACKING');
    await after.page.locator('[data-widget="CRM_TIME_TRACKING"]').waitFor();
    expect(after.appRequests).toContain('/apps/data-grid/1.1.0/entry.js');
    expect(after.appRequests).not.toContain('/apps/data-grid/1.0.0/entry.js');
    await after.page.close();
  });

  it('renders nothing and names the app in the console when the tenant version is not installed', async () => {
    await rm(path.join(appsDir, 'data-grid', '1.1.0'), { recursive: true, force: true });
    // The server's index rescans the folder within a second: wait until it no longer lists 1.1.0.
    const probe = await browser.newPage();
    await probe.goto(server.url('demo', '/apps-harness.html'));
    await expect
      .poll(
        () =>
          probe.evaluate(async () => {
            const { apps } = (await (await fetch('/api/apps')).json()) as {
              apps: { name: string; versions: { version: string }[] }[];
            };
            return apps.find((a) => a.name === 'data-grid')?.versions.map((v) => v.version) ?? [];
          }),
        { timeout: 10_000 },
      )
      .not.toContain('1.1.0');
    await probe.close();
    const { page, console, appRequests } = await openHarness(
      browser,
      server,
      staff,
      'user_context=ME&modules=chat:page:chat',
    );
    await page.locator('[data-app="chat"]').waitFor();
    await expect
      .poll(() => console.some((line) => line.startsWith('error:') && line.includes('data-grid@1.1.0')))
      .toBe(true);
    expect(await page.locator('[data-layout]').count()).toBe(0);
    expect(appRequests.some((url) => url.startsWith('/apps/data-grid/'))).toBe(false);
    await page.close();
  });

  it('falls back to the newest installed versions without default_app_versions, and says so', async () => {
    await setVersion('data-grid', null);
    const { page, console, appRequests } = await openHarness(
      browser,
      server,
      staff,
      // A kind only the data grid supplies (calendar's own widgets replace its CALENDAR_* grids).
      'widgets=CRM_TIME_TRACKING&modules=crash-test:page:uses-hooks',
    );
    await page.locator('[data-widget="CRM_TIME_TRACKING"]').waitFor();
    await page.getByTestId('uses-hooks').waitFor();
    expect(
      console.some((line) => line.includes('no default_app_versions') && line.includes('data-grid@1.0.0')),
    ).toBe(true);
    expect(appRequests).toContain('/apps/data-grid/1.0.0/entry.js');
    await page.close();
  });
});
