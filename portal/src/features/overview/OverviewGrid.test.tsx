import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AppsProvider } from '../apps';
import type { ShellOverviewWidget } from '../user-context';
import { renderInShell } from '../user-context/testing';
import { OverviewGrid } from './OverviewGrid';
import { overviewTexts } from './overview-texts';

const widget = (kind: string, order: number, status: 'On' | 'Off' = 'On'): ShellOverviewWidget => ({
  widget: kind,
  variation: 'DEFAULT',
  order,
  settings: { status, amount_of_rows: 4 },
  name: null,
});

async function renderGrid(widgets: ShellOverviewWidget[]) {
  return renderInShell(
    // A tenant with versions but no app installed: no fallback to log (that case is proven in features/apps).
    <AppsProvider defaultAppVersions={{}} index={{ apps: [], widgets: {} }}>
      <OverviewGrid widgets={widgets} />
    </AppsProvider>,
    { texts: [overviewTexts] },
  );
}

describe('OverviewGrid', () => {
  it('names a widget no app supplies, and leaves out Off widgets', async () => {
    await renderGrid([widget('MYSTERY', 1), widget('CHAT', 2, 'Off')]);
    expect(await screen.findByText('Widget not found: MYSTERY-DEFAULT')).toBeTruthy();
    expect(screen.getAllByTestId('overview-widget')).toHaveLength(1);
    expect(screen.getByTestId('overview-widget').getAttribute('data-rows')).toBe('4');
  });

  it('says "No Overview Widgets found" without widgets', async () => {
    await renderGrid([widget('CHAT', 1, 'Off')]);
    expect(screen.getByRole('status').textContent).toBe('No Overview Widgets found');
  });
});
