// Issue 26 item 2: quick access offers only the actions whose dialog an installed app supplies; one
// that would open nothing ("New note", "Register time" before their areas land) is not in the menu.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DialogModule } from '@portal/sdk';
import { AppsProvider } from '../apps';
import { fakeInstallation } from '../apps/testing';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { QuickAccess } from './QuickAccess';
import { quickAccessTexts } from './quick-access-texts';

const Dialog: DialogModule = ({ close }) => (
  <button type="button" onClick={() => close({ status: 'cancelled' })}>
    Cancel
  </button>
);

// Today's installation: the calendar and chat supply their dialogs; artifact and crm have no
// "dialog:new-note" or "dialog:register-time".
const apps = fakeInstallation({
  'calendar@1.0.0': { 'dialog:new-event': Dialog, 'dialog:new-task': Dialog },
  'chat@1.0.0': { 'dialog:new-chat': Dialog },
  'artifact@1.0.0': { 'dialog:share': Dialog },
  'crm@1.0.0': {},
});

const bootstrap = testSessionBootstrap({
  features: ['calendar_EventsAccess', 'calendar_TasksAccess', 'chat_ShowChat', 'chat_NewChat'],
  capabilities: { time_tracking: true },
});

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => vi.restoreAllMocks());

async function openMenu(installed: Record<string, string> | null) {
  await renderInShell(
    <AppsProvider index={apps.index} importEntry={apps.importEntry} defaultAppVersions={installed}>
      <QuickAccess compact={false} />
    </AppsProvider>,
    { bootstrap, texts: [quickAccessTexts] },
  );
  fireEvent.click(await screen.findByTestId('quick-access'));
  // "Add to group" is §2.4's development-only item, shown disabled (tests run as development).
  return screen
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-disabled') !== 'true')
    .map((item) => item.textContent);
}

describe('QuickAccess (§2.4, issue 26 item 2)', () => {
  it('hides the actions whose dialog no installed app supplies', async () => {
    const items = await openMenu(null);
    expect(items).toEqual(['New event', 'New task', 'New chat']);
    expect(errors).not.toHaveBeenCalled();
  });

  it("follows the tenant's versions: an app the tenant does not name supplies nothing", async () => {
    const items = await openMenu({ calendar: '1.0.0', artifact: '1.0.0', crm: '1.0.0' });
    expect(items).toEqual(['New event', 'New task']);
  });
});
