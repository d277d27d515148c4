import { describe, it, expect } from 'vitest';
import { loginSmsCodeSchema, resetOtpSchema } from './codes';
import { firstMessage } from './first-message.test-support';

describe('§5 login SMS code (7 digits)', () => {
  it.each([
    ['1234567', null],
    ['0000000', null],
    ['', 'validation.codeRequired'],
    [undefined, 'validation.codeRequired'],
    ['123456', 'validation.codeFormat'],
    ['12345678', 'validation.codeFormat'],
    ['123456a', 'validation.codeFormat'],
    ['123 4567', 'validation.codeFormat'],
    [' 1234567', 'validation.codeFormat'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(loginSmsCodeSchema, value)).toBe(message);
  });
});

describe('§5 reset OTP (6 digits)', () => {
  it.each([
    ['123456', null],
    ['', 'validation.codeRequired'],
    [null, 'validation.codeRequired'],
    ['12345', 'validation.codeFormat'],
    ['1234567', 'validation.codeFormat'],
    ['12345b', 'validation.codeFormat'],
    ['١٢٣٤٥٦', 'validation.codeFormat'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(resetOtpSchema, value)).toBe(message);
  });
});
