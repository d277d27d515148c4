// §2.2, §2.8: the Norsk/English switch (two toggle buttons in a labelled group).
import { Button, ButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/rules';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';

const LABEL_KEYS = { no: 'common.norwegian', en: 'common.english' } as const;

export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguageSwitch();
  return (
    <ButtonGroup size="small" role="group" aria-label={t('common.languageSwitch')}>
      {[...LANGUAGES].reverse().map((lang) => (
        <Button
          key={lang}
          lang={lang}
          aria-pressed={language === lang}
          variant={language === lang ? 'contained' : 'outlined'}
          onClick={() => switchLanguage(lang)}
        >
          {t(LABEL_KEYS[lang])}
        </Button>
      ))}
    </ButtonGroup>
  );
}
