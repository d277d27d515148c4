import { describe, it, expect } from 'vitest';
import { loginFormSchema, requiredTextSchema } from './login-form';
import { firstMessage } from './first-message.test-support';

describe('§5 username and password at login', () => {
  it.each([
    ['demo', null],
    [' spaced name ', null],
    ['', 'validation.required'],
    ['   ', 'validation.fieldEmpty'],
    ['\t', 'validation.fieldEmpty'],
    [undefined, 'validation.required'],
    [null, 'validation.required'],
    [42, 'validation.required'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(requiredTextSchema, value)).toBe(message);
  });

  it('needs both fields to continue', () => {
    expect(loginFormSchema.safeParse({ username: 'admin', password: 'Demo-1234' }).success).toBe(true);
    expect(firstMessage(loginFormSchema, { username: 'admin', password: '' }, ['password'])).toBe(
      'validation.required',
    );
    expect(firstMessage(loginFormSchema, { username: '', password: 'x' }, ['username'])).toBe(
      'validation.required',
    );
    expect(firstMessage(loginFormSchema, {}, ['username'])).toBe('validation.required');
    expect(firstMessage(loginFormSchema, {}, ['password'])).toBe('validation.required');
  });
});
