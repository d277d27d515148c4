import { describe, expect, it } from 'vitest';
import { mobileNumber } from './phone-number';

describe('a mobile number', () => {
  it('reads the ways a Norwegian writes one as one E.164 number', () => {
    for (const written of ['91234567', '912 34 567', '+47 912 34 567', '+4791234567', '0047 91234567', '47-91-23-45-67'])
      expect(mobileNumber(written), written).toBe('+4791234567');
    expect(mobileNumber('+46 70 123 45 67')).toBe('+46701234567');
  });

  it('refuses a landline, a wrong length, letters and an over-long text', () => {
    for (const wrong of ['22 12 34 56', '9123456', '912345678', 'abc', '', '+47', '9'.repeat(41)])
      expect(mobileNumber(wrong), wrong).toBeNull();
  });
});
