import { describe, it, expect } from 'vitest';
import { newPasswordSchema, passwordConfirmationSchema, restrictedPasswordCharacters } from './password';
import { firstMessage, firstParams } from './first-message.test-support';

describe('§5 new password', () => {
  it.each([
    ['abcd', null],
    ['Demo-1234', null],
    ['abcdefghijklmnop', null],
    ['æøåÆØÅ12', null],
    ['!@#$%^&*()_+=-Aa', null],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    ['abc', 'validation.passwordLength'],
    ['abcdefghijklmnopq', 'validation.passwordLength'],
    ['ab~', 'validation.passwordRestricted'],
    ['abcd efg', 'validation.passwordRestricted'],
    ['abcd?', 'validation.passwordRestricted'],
    ['pass.word', 'validation.passwordRestricted'],
    ['straße12', 'validation.passwordRestricted'],
    ['abcd€', 'validation.passwordRestricted'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(newPasswordSchema, value)).toBe(message);
  });

  it('names the restricted symbols, each once, in order', () => {
    expect(firstParams(newPasswordSchema, 'a~b?c~')).toEqual({ symbols: '~ ?' });
    expect(firstParams(newPasswordSchema, 'ab cd')).toEqual({ symbols: '␣' });
    expect(restrictedPasswordCharacters('Demo-1234')).toEqual([]);
    expect(restrictedPasswordCharacters('a<b>c<')).toEqual(['<', '>']);
  });

  it('counts the Norwegian letters as one character each', () => {
    expect(firstMessage(newPasswordSchema, 'æøåÆØÅ'.repeat(3).slice(0, 17) + 'x')).toBe(
      'validation.passwordLength',
    );
    expect(firstMessage(newPasswordSchema, 'æøåÆØÅ'.repeat(3).slice(0, 16))).toBeNull();
  });

  it('reports an emoji as restricted, not as two characters', () => {
    expect(firstParams(newPasswordSchema, 'abcd😀')).toEqual({ symbols: '😀' });
  });
});

describe('§5 confirm password', () => {
  it.each([
    [{ new_password: 'Demo-1234', confirm_password: 'Demo-1234' }, null],
    [{ new_password: 'Demo-1234', confirm_password: '' }, 'validation.required'],
    [{ new_password: 'Demo-1234', confirm_password: 'Demo-12345' }, 'validation.passwordsDoNotMatch'],
    [{ new_password: 'Demo-1234', confirm_password: 'demo-1234' }, 'validation.passwordsDoNotMatch'],
    [{ new_password: 'Demo-1234' }, 'validation.required'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(passwordConfirmationSchema, value, ['confirm_password'])).toBe(message);
  });

  it('reports the mismatch beside a problem of the new password', () => {
    const value = { new_password: 'ab~', confirm_password: 'abc' };
    expect(firstMessage(passwordConfirmationSchema, value, ['new_password'])).toBe(
      'validation.passwordRestricted',
    );
    expect(firstMessage(passwordConfirmationSchema, value, ['confirm_password'])).toBe(
      'validation.passwordsDoNotMatch',
    );
  });
});
