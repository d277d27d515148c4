import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Route, RouterProvider, Routes, createBrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageRoutes, definePage, useHref, useNavigate, type PageProps } from '@portal/sdk';
import { createTestShell } from '@portal/sdk/testing';
import { createPortalI18n } from '../../shared/i18n/portal-i18n';
import { AuthProvider } from '../../shared/session/AuthProvider';
import { ToastProvider } from '../../shared/toasts/ToastProvider';
import { ShellProvider } from './sdk-language';
import { useShellServices } from './useShellServices';

// §2.3: qnr_context travels with every navigation inside the questionnaire module, a page of an app
// with its own sub-routes included, and is dropped on the way out, with the shell's own navigation
// services over the shell's data router (the browser's history; jsdom's here).
const QnrPage = definePage(function QnrPage({ basePath }: PageProps) {
  const navigate = useNavigate();
  const answerHref = useHref(`${basePath}/answer/5`);
  return (
    <PageRoutes app="artifact">
      <Route
        index
        element={
          <>
            <a href={answerHref}>Answer link</a>
            <button type="button" onClick={() => navigate(`${basePath}/answer/5`)}>
              Open answer
            </button>
          </>
        }
      />
      <Route
        path="answer/:id"
        element={
          <>
            <button type="button" onClick={() => navigate(basePath)}>
              Back to the module
            </button>
            <button type="button" onClick={() => navigate({ route: 'overview' })}>
              Leave the module
            </button>
          </>
        }
      />
    </PageRoutes>
  );
});

function Shell() {
  const { services } = useShellServices();
  const location = useLocation();
  return (
    <ShellProvider value={{ ...createTestShell(), ...services }}>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <Routes>
        <Route
          path="/qnr-module/:module/*"
          element={
            <QnrPage
              route="qnrModuleArea"
              params={{ module: 'forms' }}
              query={{}}
              basePath="/qnr-module/forms"
            />
          }
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </ShellProvider>
  );
}

async function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  const i18n = await createPortalI18n('en', []);
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <AuthProvider>
          <ToastProvider>
            <Shell />
          </ToastProvider>
        </AuthProvider>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('qnr_context inside the questionnaire module (§2.3)', () => {
  it("survives an app's navigation to its sub-routes and back, its links, and the browser's back", async () => {
    const { router, location } = await renderAt('/qnr-module/forms?lang=en&qnr_context=group-7');
    expect(screen.getByRole('link', { name: 'Answer link' }).getAttribute('href')).toBe(
      '/qnr-module/forms/answer/5?lang=en&qnr_context=group-7',
    );
    act(() => screen.getByRole('button', { name: 'Open answer' }).click());
    await screen.findByRole('button', { name: 'Back to the module' });
    expect(location()).toBe('/qnr-module/forms/answer/5?lang=en&qnr_context=group-7');
    act(() => screen.getByRole('button', { name: 'Back to the module' }).click());
    await screen.findByRole('button', { name: 'Open answer' });
    expect(location()).toBe('/qnr-module/forms?lang=en&qnr_context=group-7');
    await act(() => router.navigate(-1));
    await screen.findByRole('button', { name: 'Back to the module' });
    expect(location()).toBe('/qnr-module/forms/answer/5?lang=en&qnr_context=group-7');
  });

  it('is dropped when a navigation leaves the module, the other parameters kept', async () => {
    const { location } = await renderAt(
      '/qnr-module/forms/answer/5?lang=en&is_collapsed=true&qnr_context=group-7',
    );
    act(() => screen.getByRole('button', { name: 'Leave the module' }).click());
    await screen.findByText('Elsewhere');
    expect(location()).toBe('/overview?lang=en&is_collapsed=true');
  });
});
