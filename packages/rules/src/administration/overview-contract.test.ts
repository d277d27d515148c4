// The overview designer's input rules (issue 32 item 5): what a save may hold, and how the
// designer's list becomes the stored order of §2.5.
import { describe, expect, it } from 'vitest';
import {
  OVERVIEW_NAME_MAX,
  overviewSaveSchema,
  readOverviewPreview,
  specDesignerWidgets,
  storedOrder,
  withEveryKind,
  type DesignerWidget,
} from './overview-contract';
import { WIDGET_KINDS } from '../domain/widget-kinds';

const chat: DesignerWidget = { widget: 'CHAT', status: 'On', rows: 5, name: null };
const save = (widgets: unknown[], id: number | null = null) => overviewSaveSchema.safeParse({ id, widgets });

describe('overviewSaveSchema', () => {
  it('takes a list of known kinds with sane rows and names', () => {
    expect(save([chat, { widget: 'DRAFTS', status: 'Off', rows: 50, name: '  Mine utkast ' }]).success).toBe(
      true,
    );
  });

  it('refuses an unknown kind, a negative, zero or absurd row count, a long name, a repeated kind', () => {
    expect(save([{ ...chat, widget: 'WEATHER' }]).success).toBe(false);
    expect(save([{ ...chat, rows: -1 }]).success).toBe(false);
    expect(save([{ ...chat, rows: 0 }]).success).toBe(false);
    expect(save([{ ...chat, rows: 100000 }]).success).toBe(false);
    expect(save([{ ...chat, rows: 2.5 }]).success).toBe(false);
    expect(save([{ ...chat, name: 'x'.repeat(OVERVIEW_NAME_MAX + 1) }]).success).toBe(false);
    expect(save([chat, chat]).success).toBe(false);
    expect(save([]).success).toBe(false);
    expect(save([{ ...chat, extra: true }]).success).toBe(false);
    expect(save([chat], -4).success).toBe(false);
  });
});

describe('the designer list', () => {
  it('starts from §9: seven widgets, on, five rows, own names; the recipient has the activity log', () => {
    const recipient = specDesignerWidgets('JOURNAL_RECIPIENT');
    expect(recipient).toHaveLength(7);
    expect(recipient.map((w) => w.widget)).toContain('ACTIVITIES_LOG');
    expect(recipient.map((w) => w.widget)).not.toContain('DIRECTORY_MY_RECIPIENTS');
    expect(recipient.every((w) => w.status === 'On' && w.rows === 5 && w.name === null)).toBe(true);
  });

  it('offers every other kind, off, after the stored ones', () => {
    const list = withEveryKind([chat]);
    expect(list).toHaveLength(WIDGET_KINDS.length);
    expect(list[0]).toEqual(chat);
    expect(list.slice(1).every((w) => w.status === 'Off')).toBe(true);
  });

  it('numbers the shown widgets 1..n as arranged and puts hidden ones after them', () => {
    const drafts: DesignerWidget = { ...chat, widget: 'DRAFTS', status: 'Off' };
    const plans: DesignerWidget = { ...chat, widget: 'ARTIFACT_PLANS' };
    expect(storedOrder([chat, drafts, plans]).map(({ widget, order }) => [widget.widget, order])).toEqual([
      ['CHAT', 1],
      ['ARTIFACT_PLANS', 2],
      ['DRAFTS', 3],
    ]);
  });
});

describe('the preview left for the shell', () => {
  const preview = {
    appContext: 'JOURNAL_RECIPIENT',
    widgets: [chat],
    returnTo: '/designer-overview',
    scope: 'default',
  };

  it('reads a well-formed preview and refuses anything else', () => {
    expect(readOverviewPreview(JSON.stringify(preview))?.widgets).toEqual([chat]);
    expect(readOverviewPreview(null)).toBeNull();
    expect(readOverviewPreview('{not json')).toBeNull();
    expect(readOverviewPreview(JSON.stringify({ ...preview, widgets: [{ ...chat, rows: -1 }] }))).toBeNull();
  });

  it('leads back only to a path of this site', () => {
    for (const returnTo of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ])
      expect(readOverviewPreview(JSON.stringify({ ...preview, returnTo }))).toBeNull();
  });
});
