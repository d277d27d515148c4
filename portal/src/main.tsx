import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { portalTexts } from './app/portal-texts';
import { preloadSignedInRoutes } from './app/router/AppRoutes';
import { requestBootstrapAhead } from './features/app-start';
import { initialLanguage } from './shared/i18n/language-choice';
import { createPortalI18n } from './shared/i18n/portal-i18n';

// What the first screen needs is asked for before i18n and React start (the gate takes it).
requestBootstrapAhead();
void preloadSignedInRoutes().catch(() => undefined);

const lang = initialLanguage();
document.documentElement.lang = lang;
const root = document.getElementById('root');
void createPortalI18n(lang, portalTexts).then((i18n) => {
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
});
