import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { portalTexts } from './app/portal-texts';
import { preloadSignedInRoutes } from './app/router/preload-signed-in';
import { requestBootstrapAhead } from './features/app-start';
import { initialLanguage } from './shared/i18n/language-choice';
import { createPortalI18n } from './shared/i18n/portal-i18n';
import { registerOfflineWorker } from './shared/offline/register-worker';
import { takeSessionFromOtherTab } from './shared/session/session-handoff';

// What the first screen needs is asked for before i18n and React start (the gate takes it).
requestBootstrapAhead();
// A tab opened without a session of its own (a new tab, a ctrl-click) takes the one another tab of
// this browser holds (issue 26 item 4), before anything decides between the login page and the shell.
const session = takeSessionFromOtherTab();
void session.then(() => preloadSignedInRoutes()).catch(() => undefined);
// The answering page opens with no network after one online visit (issue 33 item 8).
registerOfflineWorker();

const lang = initialLanguage();
document.documentElement.lang = lang;
const root = document.getElementById('root');
void Promise.all([createPortalI18n(lang, portalTexts), session]).then(([i18n]) => {
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
});
