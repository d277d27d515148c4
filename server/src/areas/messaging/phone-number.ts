// One rule for a mobile number (issue 26 item 12): libphonenumber-js with Norway as the default
// country, so "912 34 567", "+47 912 34 567" and "0047 91234567" are the same number and a landline
// or a number of the wrong length is refused. The answer is E.164 (+4791234567), what the SMS
// gateway and the sign-in codes use, so a number is stored and compared in one form.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Numbers that can take an SMS: a mobile, or where the plan cannot tell (some countries), either. */
const SMS_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined]);

/** The number in E.164 when it is a mobile number (Norwegian unless it says +country), else null. */
export function mobileNumber(input: string, country: CountryCode = 'NO'): string | null {
  if (input.length > 40) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  if (!parsed?.isValid() || !SMS_TYPES.has(parsed.getType())) return null;
  return parsed.number;
}
