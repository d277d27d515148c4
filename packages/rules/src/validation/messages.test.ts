import { describe, it, expect } from 'vitest';
import { isValidationMessageKey, messages, messageText } from './messages';

describe('§5/§8 validation messages', () => {
  it.each([
    ['validation.required', 'This field is required'],
    ['validation.fieldEmpty', 'Field can not be empty'],
    ['validation.passwordsDoNotMatch', 'Passwords do not match'],
    ['validation.pnrExactEleven', 'exact eleven digits'],
    ['validation.pnrInvalid', 'Invalid personal number'],
    ['validation.codeWrong', 'Code is wrong'],
    ['validation.codeFormat', 'Invalid code format'],
    ['validation.codeExpired', 'The sms code has expired'],
    ['validation.codeRequired', 'required'],
    ['validation.passwordLength', 'The password must be 4 to 16 characters long'],
    ['validation.resetCodeHelper', 'The code has 6 digits'],
    ['validation.loginCodeHelper', 'The code has 7 digits'],
  ] as const)('%s reads %j in English', (key, text) => {
    expect(messageText(key, 'en')).toBe(text);
  });

  it('names the restricted symbols', () => {
    expect(messageText('validation.passwordRestricted', 'en', { symbols: '~ ?' })).toBe('~ ? are restricted');
    expect(messageText('validation.passwordRestricted', 'no', { symbols: '~' })).toBe('~ er ikke tillatt');
  });

  it('has a Norwegian text for every key, different from an empty string', () => {
    for (const text of Object.values(messages)) {
      expect(text.no.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
    expect(messageText('validation.pnrInvalid', 'no')).toBe('Ugyldig personnummer');
  });

  it('recognises its keys', () => {
    expect(isValidationMessageKey('validation.required')).toBe(true);
    expect(isValidationMessageKey('validation.nope')).toBe(false);
    expect(isValidationMessageKey('toString')).toBe(false);
  });
});
