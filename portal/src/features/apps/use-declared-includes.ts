// The installed apps' includes for the shell's routes, menu and quick access, with their texts
// added to the shell's i18next (the shell's own texts win over an app's for the same key).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/rules';
import { useAppRegistry } from './apps-provider';
import { declaredIncludes, type DeclaredIncludes } from './declared-includes';

export function useDeclaredIncludes(): DeclaredIncludes {
  const state = useAppRegistry();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const declared = declaredIncludes(state);
    // Before the first render that names the keys, so no raw key shows for a frame.
    for (const lang of LANGUAGES)
      i18n.addResourceBundle(lang, 'translation', declared.texts[lang], true, false);
    return declared;
  }, [state, i18n]);
}
