import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language-choice';

describe('§4 language choice order', () => {
  it.each([
    [{ query: 'en', stored: 'no', browser: ['nb-NO'] }, 'en'],
    [{ query: 'no', stored: 'en', browser: ['en-US'] }, 'no'],
    [{ query: 'de', stored: 'en', browser: ['nb'] }, 'en'],
    [{ query: null, stored: 'no', browser: ['en-GB'] }, 'no'],
    [{ query: null, stored: 'xx', browser: ['en-GB'] }, 'en'],
    [{ query: null, stored: null, browser: ['nb-NO', 'en'] }, 'en'],
    [{ query: null, stored: null, browser: ['sv-SE', 'de'] }, 'no'],
    [{ query: null, stored: null, browser: [] }, 'no'],
    [{ query: '<script>', stored: null, browser: [] }, 'no'],
  ] as const)('%j -> %s', (sources, expected) => {
    expect(chooseLanguage(sources)).toBe(expected);
  });
});
