// §2.3, §4: switching language stores the choice and rewrites `lang` in the address.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@portal/rules';
import type { Language } from '@portal/rules';
import { useSearchParams } from '../navigation/navigation';
import { storeLanguage } from './language-choice';

export function useLanguageSwitch(): { language: Language; switchLanguage: (lang: Language) => void } {
  const { i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'no';
  const switchLanguage = useCallback(
    (lang: Language) => {
      storeLanguage(lang);
      void i18n.changeLanguage(lang);
      document.documentElement.lang = lang;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('lang', lang);
          return next;
        },
        { replace: true },
      );
    },
    [i18n, setSearchParams],
  );
  return { language, switchLanguage };
}
