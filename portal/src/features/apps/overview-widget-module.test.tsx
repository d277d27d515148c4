import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetProps } from '@portal/sdk';
import { AppsProvider } from './apps-provider';
import { OverviewWidgetModule, widgetPropsOf } from './overview-widget-module';
import { fakeInstallation } from './test-apps';

function ShowProps(props: WidgetProps) {
  return <pre data-testid="props">{JSON.stringify(props)}</pre>;
}

describe('<OverviewWidgetModule>', () => {
  const grid = fakeInstallation({
    'data-grid@1.0.0': { 'widget:DRAFTS': ShowProps, 'widget:CHAT': () => <p>grid chat</p> },
    'chat@1.0.0': { 'widget:CHAT': () => <p>rich chat</p> },
  });

  it('passes amount_of_rows, variation, settings and name to the module of the supplying app', async () => {
    render(
      <AppsProvider
        index={grid.index}
        importEntry={grid.importEntry}
        defaultAppVersions={{ 'data-grid': '1.0.0', chat: '1.0.0' }}
      >
        <OverviewWidgetModule
          entry={{
            widget: 'DRAFTS',
            variation: 'DEFAULT',
            name: 'Mine utkast',
            settings: { status: 'On', amount_of_rows: 3 },
          }}
        />
      </AppsProvider>,
    );
    expect(JSON.parse((await screen.findByTestId('props')).textContent ?? '{}')).toEqual({
      name: 'Mine utkast',
      variation: 'DEFAULT',
      amountOfRows: 3,
      settings: { status: 'On', amount_of_rows: 3 },
    });
  });

  it('takes the widget from the app made for it over the generic grid (the mapping is data)', async () => {
    render(
      <AppsProvider
        index={grid.index}
        importEntry={grid.importEntry}
        defaultAppVersions={{ 'data-grid': '1.0.0', chat: '1.0.0' }}
      >
        <OverviewWidgetModule entry={{ widget: 'CHAT' }} />
      </AppsProvider>,
    );
    expect(await screen.findByText('rich chat')).toBeTruthy();
  });

  it('renders the not-found content for a kind or variation no app supplies', async () => {
    render(
      <AppsProvider
        index={grid.index}
        importEntry={grid.importEntry}
        defaultAppVersions={{ 'data-grid': '1.0.0' }}
      >
        <OverviewWidgetModule
          entry={{ widget: 'DRAFTS', variation: 'COMPACT' }}
          notFound={<p>Widget not found: DRAFTS-COMPACT</p>}
        />
      </AppsProvider>,
    );
    expect(await screen.findByText('Widget not found: DRAFTS-COMPACT')).toBeTruthy();
  });

  it('defaults the row count to 5 (spec §9)', () => {
    expect(widgetPropsOf({ widget: 'CHAT' }).amountOfRows).toBe(5);
    expect(widgetPropsOf({ widget: 'CHAT', settings: { amount_of_rows: -2 } }).amountOfRows).toBe(5);
  });
});
