// Issue 32 item 5 over HTTP, on PGlite and PostgreSQL: an admin saves the tenant's default overview
// of a journal and every user without their own sees it (bootstrap); a staff member saves their own,
// which wins for them only; a bad save (unknown kind, bad rows, a long name, another tenant's or
// user's overview id) is refused with the one error shape and changes nothing; only admins reach the
// tenant's default, participants neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignerWidget, OverviewLayout } from '@portal/rules';
import { signInAs } from '../../test/sign-in-as';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server';

interface BootOverview {
  app_context: string;
  overview_widgets: {
    widget: string;
    order: number;
    name: string | null;
    settings: { status: string; amount_of_rows: number };
  }[];
}

const DEFAULT = '/api/overview-designer/default/JOURNAL_RECIPIENT';
const MINE = '/api/overview-designer/mine/JOURNAL_RECIPIENT';

describe('the overview designer over HTTP', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const call = (method: string, path: string, who: string, body?: unknown, host?: string) =>
    sendJson(server, method, path, tokens[who]!, body, host);
  const recipientOverview = async (who: string) =>
    (await server.request('/api/bootstrap', { headers: { authorization: `Bearer ${tokens[who]}` } }))
      .json<{ overviews: BootOverview[] }>()
      .overviews.find((o) => o.app_context === 'JOURNAL_RECIPIENT')!;
  const rowsOf = async () =>
    (await server.db.query('SELECT count(*)::int AS n FROM overview_widgets')).rows[0] as { n: number };

  beforeAll(async () => {
    server = await startTestServer();
    for (const who of ['admin', 'staff', 'leader', 'participant'])
      tokens[who] = await signInAs(server, 'demo', who);
    tokens.careAdmin = await signInAs(server, 'care', 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });

  let saved: OverviewLayout;

  it("saves the admin's arrangement as the tenant's default, which staff then see", async () => {
    const start = (await call('GET', DEFAULT, 'admin')).json<OverviewLayout>();
    expect(start).toMatchObject({ id: null, source: 'spec', appContext: 'JOURNAL_RECIPIENT' });
    expect(start.widgets.map((w) => w.widget)).toContain('ACTIVITIES_LOG');
    const [first, second, third, ...rest] = start.widgets as [
      DesignerWidget,
      DesignerWidget,
      DesignerWidget,
      ...DesignerWidget[],
    ];
    const widgets = [
      { ...second, name: 'Samtaler' },
      first,
      { ...third, status: 'Off' },
      ...rest.map((w) => (w.widget === 'ACTIVITIES_LOG' ? { ...w, rows: 12 } : w)),
    ];
    const answer = await call('PUT', DEFAULT, 'admin', { id: null, widgets });
    expect(answer.status).toBe(200);
    saved = answer.json<OverviewLayout>();
    expect(saved.source).toBe('default');
    expect(saved.id).toEqual(expect.any(Number));
    // hidden widgets go after the shown ones
    expect(saved.widgets.map((w) => w.widget)).toEqual([
      second.widget,
      first.widget,
      ...rest.map((w) => w.widget),
      third.widget,
    ]);

    const seen = await recipientOverview('staff');
    expect(seen.overview_widgets.slice(0, 2).map((w) => [w.widget, w.order, w.name])).toEqual([
      [second.widget, 1, 'Samtaler'],
      [first.widget, 2, null],
    ]);
    expect(seen.overview_widgets.find((w) => w.widget === third.widget)?.settings.status).toBe('Off');
    expect(seen.overview_widgets.find((w) => w.widget === 'ACTIVITIES_LOG')?.settings.amount_of_rows).toBe(
      12,
    );
    // the other tenant keeps §9's
    const care = (
      await call('GET', DEFAULT, 'careAdmin', undefined, 'care.localhost')
    ).json<OverviewLayout>();
    expect(care.source).toBe('spec');
  });

  it('refuses a bad save with the one error shape and changes nothing', async () => {
    const before = await rowsOf();
    const good = saved.widgets;
    const bad: [unknown, number, string][] = [
      [
        { id: saved.id, widgets: [{ widget: 'WEATHER', status: 'On', rows: 5, name: null }] },
        400,
        'invalid_input',
      ],
      [{ id: saved.id, widgets: [{ ...good[0], rows: -3 }] }, 400, 'invalid_input'],
      [{ id: saved.id, widgets: [{ ...good[0], rows: 1_000_000 }] }, 400, 'invalid_input'],
      [{ id: saved.id, widgets: [{ ...good[0], name: 'x'.repeat(500) }] }, 400, 'invalid_input'],
      [{ id: saved.id, widgets: [good[0], good[0]] }, 400, 'invalid_input'],
    ];
    const careOwn = await call('PUT', DEFAULT, 'careAdmin', { id: null, widgets: good }, 'care.localhost');
    expect(careOwn.status).toBe(200);
    bad.push([{ id: careOwn.json<OverviewLayout>().id, widgets: good }, 404, 'overview_not_found']);
    for (const [body, status, error] of bad) {
      const answer = await call('PUT', DEFAULT, 'admin', body);
      expect(answer.status).toBe(status);
      const shape = answer.json<{ error: string; message: string }>();
      expect(shape.error).toBe(error);
      expect(shape.message).toEqual(expect.any(String));
    }
    expect((await rowsOf()).n).toBe(before.n + good.length); // only care's own save added rows
    expect((await call('GET', DEFAULT, 'admin')).json<OverviewLayout>()).toEqual(saved);
  });

  it('lets a staff member save their own, which wins for them only', async () => {
    const start = (await call('GET', MINE, 'staff')).json<OverviewLayout>();
    expect(start).toMatchObject({ id: null, source: 'default' });
    expect(start.widgets).toEqual(saved.widgets);
    // the tenant's default id is not theirs to replace
    expect((await call('PUT', MINE, 'staff', { id: saved.id, widgets: start.widgets })).status).toBe(404);
    const reversed = [...start.widgets].reverse().map((w) => ({ ...w, status: 'On' as const }));
    const own = await call('PUT', MINE, 'staff', { id: null, widgets: reversed });
    expect(own.status).toBe(200);
    expect(own.json<OverviewLayout>().source).toBe('mine');
    expect((await recipientOverview('staff')).overview_widgets[0]?.widget).toBe(reversed[0]!.widget);
    expect((await recipientOverview('leader')).overview_widgets[0]?.widget).toBe(saved.widgets[0]!.widget);
    expect((await call('GET', DEFAULT, 'admin')).json<OverviewLayout>()).toEqual(saved);
  });

  it("keeps the tenant's default to admins and the designer from participants", async () => {
    for (const who of ['staff', 'leader', 'participant']) {
      expect((await call('GET', DEFAULT, who)).status).toBe(403);
      expect((await call('PUT', DEFAULT, who, { id: null, widgets: saved.widgets })).status).toBe(403);
    }
    expect((await call('GET', MINE, 'participant')).status).toBe(403);
    expect((await call('GET', '/api/overview-designer/default/JOURNAL_NOPE', 'admin')).status).toBe(400);
  });
});
