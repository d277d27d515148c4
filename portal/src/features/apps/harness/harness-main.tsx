import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createPortalI18n } from '../../../shared/i18n/portal-i18n';
import { HarnessPage, type HarnessBootstrap } from './harness-page';
import { readHarnessRequest } from './harness-session';

async function start(root: HTMLElement) {
  const request = readHarnessRequest(window.location, window.sessionStorage);
  if (!request.token) {
    root.textContent = 'Sign in first: open this page with #token=<session token>.';
    return;
  }
  const response = await fetch('/api/bootstrap', { headers: { authorization: `Bearer ${request.token}` } });
  if (!response.ok) {
    root.textContent = `The bootstrap answered ${response.status}.`;
    return;
  }
  const bootstrap = (await response.json()) as HarnessBootstrap;
  // Apps add their texts to the shell's one i18next (SDK useAppTranslation), so the harness gives
  // them one as the shell does; the shell's own texts are not needed here.
  const i18n = await createPortalI18n(request.language, []);
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HarnessPage request={request} bootstrap={bootstrap} />
      </I18nextProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
