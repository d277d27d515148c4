import { describe, expect, it } from 'vitest';
import { browserSupportTexts } from '../features/browser-support';
import { loginStepTexts } from '../features/login';
import { resetTexts } from '../features/password-reset';
import { tokenLoginTexts } from '../features/token-login';
import { sessionDialogTexts, unsavedChangesTexts } from '../shared/dialogs/dialog-texts';
import { portalTexts } from './portal-texts';
import { textKeys } from '../shared/i18n/text-tree';

/** The start texts and those the public parts add when they load (shared/i18n/feature-texts.ts). */
const everyPublicText = {
  ...portalTexts,
  browserSupportTexts,
  loginStepTexts,
  resetTexts,
  tokenLoginTexts,
  sessionDialogTexts,
  unsavedChangesTexts,
};

describe('every visible string in English and Norwegian', () => {
  it.each(Object.entries(everyPublicText))(
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
