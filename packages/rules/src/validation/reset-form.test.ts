import { describe, it, expect } from 'vitest';
import { createResetFormSchema, isCountdownRunning } from './reset-form';
import { firstMessage } from './first-message.test-support';

const NOW = 1_700_000_000_000;
const schema = createResetFormSchema(() => NOW);
const valid = {
  otp: '123456',
  new_password: 'Demo-1234',
  confirm_password: 'Demo-1234',
  sms_valid_till: NOW + 60_000,
};

describe('§5 reset form', () => {
  it('is valid when every field is valid and the countdown runs', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ otp: '' }, 'otp', 'validation.codeRequired'],
    [{ otp: '1234567' }, 'otp', 'validation.codeFormat'],
    [{ new_password: '' }, 'new_password', 'validation.required'],
    [{ new_password: 'abc', confirm_password: 'abc' }, 'new_password', 'validation.passwordLength'],
    [{ new_password: 'abc~', confirm_password: 'abc~' }, 'new_password', 'validation.passwordRestricted'],
    [{ confirm_password: '' }, 'confirm_password', 'validation.required'],
    [{ confirm_password: 'Demo-4321' }, 'confirm_password', 'validation.passwordsDoNotMatch'],
    [{ sms_valid_till: NOW }, 'otp', 'validation.codeExpired'],
    [{ sms_valid_till: NOW - 1 }, 'otp', 'validation.codeExpired'],
    [{ sms_valid_till: undefined }, 'sms_valid_till', 'validation.codeExpired'],
  ])('%j -> %s: %s', (change, path, message) => {
    expect(schema.safeParse({ ...valid, ...change }).success).toBe(false);
    expect(firstMessage(schema, { ...valid, ...change }, [path])).toBe(message);
  });

  it('reads the clock at every check', () => {
    let now = NOW;
    const ticking = createResetFormSchema(() => now);
    expect(ticking.safeParse(valid).success).toBe(true);
    now = valid.sms_valid_till;
    expect(ticking.safeParse(valid).success).toBe(false);
  });

  it('runs the countdown strictly before the expiry', () => {
    expect(isCountdownRunning(NOW + 1, NOW)).toBe(true);
    expect(isCountdownRunning(NOW, NOW)).toBe(false);
  });
});
