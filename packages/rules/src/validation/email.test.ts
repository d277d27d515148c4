import { describe, it, expect } from 'vitest';
import { emailSchema, isEmail } from './email';
import { firstMessage } from './first-message.test-support';

describe('§5 e-mail', () => {
  it.each([
    ['ola@example.no', null],
    ['ola.nordmann+test@mail.example.com', null],
    ['o@e.io', null],
    ['first_last@sub-domain.example.museum', null],
    ['', 'validation.required'],
    [undefined, 'validation.required'],
    ['ola', 'validation.emailInvalid'],
    ['ola@', 'validation.emailInvalid'],
    ['@example.no', 'validation.emailInvalid'],
    ['ola@example', 'validation.emailInvalid'],
    ['ola@example.n', 'validation.emailInvalid'],
    ['ola@example.n0', 'validation.emailInvalid'],
    ['ola@@example.no', 'validation.emailInvalid'],
    ['ola nordmann@example.no', 'validation.emailInvalid'],
    ['ola@-example.no', 'validation.emailInvalid'],
    ['ola@example..no', 'validation.emailInvalid'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(emailSchema, value)).toBe(message);
  });

  it('tells a username from an e-mail address', () => {
    expect(isEmail('admin')).toBe(false);
    expect(isEmail('admin@demo.no')).toBe(true);
  });
});
