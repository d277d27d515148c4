import { describe, it, expect } from 'vitest';
import { personalNumberInput, personalNumberSchema } from './personal-number';
import { firstMessage } from './first-message.test-support';

describe('§5 personal number', () => {
  it.each([
    ['15078512323', null],
    ['55078512317', null], // D-number
    ['15878512399', null], // synthetic
    ['30108299939', null], // 2032 rule
    ['', 'validation.pnrRequired'],
    [undefined, 'validation.pnrRequired'],
    ['1507851232', 'validation.pnrExactEleven'],
    ['150785123234', 'validation.pnrExactEleven'],
    ['1507851232x', 'validation.pnrExactEleven'],
    ['150785 12323', 'validation.pnrExactEleven'],
    ['15078512324', 'validation.pnrInvalid'],
    ['00000000000', 'validation.pnrInvalid'],
    ['32018512318', 'validation.pnrInvalid'],
  ])('%j -> %s', (value, message) => {
    expect(firstMessage(personalNumberSchema, value)).toBe(message);
  });

  it('keeps only digits, at most 11, in the input', () => {
    expect(personalNumberInput('150785 12323')).toBe('15078512323');
    expect(personalNumberInput('abc')).toBe('');
    expect(personalNumberInput('1507851232345')).toBe('15078512323');
  });
});
