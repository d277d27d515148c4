// The first module of an app whose real content comes in its own issue: a page that proves the app
// loads, shares the shell's React (it uses hooks) and reads the shell through @portal/sdk.
import { useState } from 'react';
import { defineTranslations, useAppTranslation, useUserContext, type PageModule } from '@portal/sdk';

export interface PlaceholderText {
  en: string;
  no: string;
}

export function createPlaceholderPage(app: string, title: PlaceholderText): PageModule {
  const texts = defineTranslations(app, {
    en: {
      title: title.en,
      body: 'This area is being built. Context: {{context}}.',
      opened_one: 'Opened {{count}} time',
      opened_other: 'Opened {{count}} times',
    },
    no: {
      title: title.no,
      body: 'Dette området er under arbeid. Kontekst: {{context}}.',
      opened_one: 'Åpnet {{count}} gang',
      opened_other: 'Åpnet {{count}} ganger',
    },
  });
  function PlaceholderPage() {
    const { t } = useAppTranslation(texts);
    const { userContext } = useUserContext();
    const [count, setCount] = useState(1);
    return (
      <section data-app={app} aria-label={t('title')}>
        <h2>{t('title')}</h2>
        <p>{t('body', { context: userContext })}</p>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {t('opened', { count })}
        </button>
      </section>
    );
  }
  PlaceholderPage.displayName = `${app}:PlaceholderPage`;
  return PlaceholderPage;
}
