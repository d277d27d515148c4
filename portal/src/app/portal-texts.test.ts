import { describe, expect, it } from 'vitest';
import { portalTexts } from './portal-texts';
import { textKeys } from '../shared/i18n/text-tree';

describe('every visible string in English and Norwegian', () => {
  it.each(Object.entries(portalTexts))(
    '%s has the same keys in both languages, none empty',
    (_name, texts) => {
      expect(textKeys(texts.no).sort()).toEqual(textKeys(texts.en).sort());
      const leaves = (tree: object): string[] =>
        Object.values(tree).flatMap((value: unknown) =>
          typeof value === 'string' ? [value] : leaves(value as object),
        );
      expect(leaves(texts.no).every((text) => text.trim().length > 0)).toBe(true);
    },
  );
});
