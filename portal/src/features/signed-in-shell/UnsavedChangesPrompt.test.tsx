import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPortalI18n } from '../../shared/i18n/portal-i18n';
import { createUnsavedChangesGuard } from './unsaved-changes-guard';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

// §2.9 with the shell's data router: the browser's back and forward (history POP), an app's own
// react-router navigation and a link all ask first while a form is dirty.
function Page({
  guard,
  navigate,
}: {
  guard: ReturnType<typeof createUnsavedChangesGuard>;
  navigate: (href: string) => void;
}) {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <UnsavedChangesPrompt guard={guard} navigate={navigate} />
    </>
  );
}

async function renderAt(entries: string[]) {
  const i18n = await createPortalI18n('en', []);
  const guard = createUnsavedChangesGuard();
  const router = createMemoryRouter(
    [{ path: '*', element: <Page guard={guard} navigate={(href) => void router.navigate(href)} /> }],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, guard, location: () => screen.getByTestId('location').textContent };
}

// MUI's dialog opens and closes three times in a test: a loaded machine takes longer than 5 s.
describe('the unsaved-changes prompt over the data router (§2.9)', { timeout: 20_000 }, () => {
  it('holds the browser back while a form is dirty: "go back" stays, "discard" leaves', async () => {
    const { router, guard, location } = await renderAt(['/calendar', '/calendar/event/42/edit']);
    guard.setDirty('calendar:event-form', true);
    await act(() => router.navigate(-1));
    await screen.findByRole('dialog');
    expect(location()).toBe('/calendar/event/42/edit');

    screen.getByRole('button', { name: 'Go back' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/calendar/event/42/edit');
    expect(guard.isDirty()).toBe(true);

    await act(() => router.navigate(-1));
    await screen.findByRole('dialog');
    act(() => screen.getByRole('button', { name: 'Delete changes' }).click());
    await waitFor(() => expect(location()).toBe('/calendar'));
    expect(guard.isDirty()).toBe(false);
  });

  it('holds forward too, and saves before leaving when the form can', async () => {
    const { router, guard, location } = await renderAt(['/outbox-groups', '/outbox-groups/7']);
    await act(() => router.navigate(-1));
    expect(location()).toBe('/outbox-groups'); // nothing dirty: back goes at once
    let saved = 0;
    guard.setDirty('outbox:group-form', true, async () => {
      saved += 1;
    });
    await act(() => router.navigate(1));
    await screen.findByRole('dialog');
    expect(location()).toBe('/outbox-groups');
    act(() => screen.getByRole('button', { name: 'Save and leave' }).click());
    await waitFor(() => expect(location()).toBe('/outbox-groups/7'));
    expect(saved).toBe(1);
  });

  it("holds an app's own navigation to another path, not a change of the page's query", async () => {
    const { router, guard, location } = await renderAt(['/calendar/event/42/edit']);
    guard.setDirty('calendar:event-form', true);
    await act(() => router.navigate('/calendar/event/42/edit?is_collapsed=true'));
    expect(location()).toBe('/calendar/event/42/edit?is_collapsed=true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/overview'));
    await screen.findByRole('dialog');
    expect(location()).toBe('/calendar/event/42/edit?is_collapsed=true');
  });
});
