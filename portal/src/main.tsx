import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { portalTexts } from './app/portal-texts';
import { initialLanguage } from './shared/i18n/language-choice';
import { createPortalI18n } from './shared/i18n/portal-i18n';

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
