import { describe, expect, it } from 'vitest';
import { sharedTexts } from './shared-texts';
import { textKeys } from './text-tree';

describe('shared texts', () => {
  it('have every key in English and Norwegian', () => {
    expect(textKeys(sharedTexts.no).sort()).toEqual(textKeys(sharedTexts.en).sort());
  });
});
