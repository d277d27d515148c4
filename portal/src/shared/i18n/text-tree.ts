// Texts as nested trees, one per language, so every visible string exists in English and Norwegian.
import type { Language } from '@portal/rules';

export interface TextTree {
  [segment: string]: string | TextTree;
}

export type LocalizedTexts = Readonly<Record<Language, TextTree>>;

/** Deep merge of text trees; later trees win. */
export function mergeTextTrees(...trees: TextTree[]): TextTree {
  const result: TextTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeTextTrees(existing, value) : value;
    }
  }
  return result;
}

/** Every key path of a tree ("login.welcome.title"), for the both-languages test. */
export function textKeys(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value, `${prefix}${key}.`),
  );
}
