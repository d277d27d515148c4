// Every text this package defines, as i18next resources: one nested tree per language, so that
// the key 'validation.required' resolves with i18next's default '.' key separator.
import type { Language, LocalizedText } from '../domain/languages';
import {
  overviewNameKey,
  overviewTexts,
  widgetDescriptionKey,
  widgetNameKey,
  widgetTexts,
} from '../domain/widget-texts';
import { APP_CONTEXTS } from '../domain/contexts';
import { WIDGET_KINDS } from '../domain/widget-kinds';
import { errorCatalogue } from '../errors';
import { idleTimerMessages } from '../idle-timer-settings';
import { messages } from '../validation/messages';

export interface TranslationTree {
  [segment: string]: string | TranslationTree;
}

/** Every (key, texts) pair of the package, each key once. */
export function rulesTranslationEntries(): Array<readonly [string, LocalizedText]> {
  const entries = new Map<string, LocalizedText>([
    ...Object.entries(messages),
    ...Object.values(errorCatalogue).map((entry) => [entry.key, entry.text] as const),
    ...Object.entries(idleTimerMessages),
    ...WIDGET_KINDS.flatMap((kind) => [
      [widgetNameKey(kind), widgetTexts[kind].name] as const,
      [widgetDescriptionKey(kind), widgetTexts[kind].description] as const,
    ]),
    ...APP_CONTEXTS.map((context) => [overviewNameKey(context), overviewTexts[context]] as const),
  ]);
  return [...entries];
}

/** The resource tree of one language, e.g. i18next.addResourceBundle(lang, 'translation', tree, true). */
export function rulesTranslations(lang: Language): TranslationTree {
  const tree: TranslationTree = {};
  for (const [key, text] of rulesTranslationEntries()) {
    const segments = key.split('.');
    const leaf = segments.pop();
    if (leaf === undefined) continue;
    let node = tree;
    for (const segment of segments) {
      const next = node[segment];
      if (typeof next === 'string') throw new Error(`Translation key ${key} collides with a text`);
      node = next ?? (node[segment] = {});
    }
    node[leaf] = text[lang];
  }
  return tree;
}
