// Texts that travel with a lazily loaded part of the portal (a login step, the reset page, a
// dialog): the part adds them to the page's i18next instance when it first renders, so the first
// page load carries only the texts it shows (bench/login-bundle.ts). Both languages are added, so a
// language switch finds them; existing keys are never overwritten.
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/rules';
import type { LocalizedTexts } from './text-tree';

const added = new WeakMap<I18n, WeakSet<LocalizedTexts>>();

export function addFeatureTexts(i18n: I18n, texts: LocalizedTexts): void {
  const done = added.get(i18n) ?? new WeakSet<LocalizedTexts>();
  added.set(i18n, done);
  if (done.has(texts)) return;
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', texts[lang], true, false);
  done.add(texts);
}

/** Adds `texts` before this component's first render looks them up. */
export function useFeatureTexts(texts: LocalizedTexts): void {
  const { i18n } = useTranslation();
  useState(() => addFeatureTexts(i18n, texts));
}
