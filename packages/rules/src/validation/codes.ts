// §5 SMS code / OTP. Both readings are kept: the login SMS code has 7 digits, the reset code 6.
import { LOGIN_SMS_CODE_LENGTH, RESET_OTP_LENGTH } from '../constants';
import { stringField } from './field-rule';

function digitCodeSchema(length: number) {
  const format = new RegExp(`^\\d{${length}}$`);
  return stringField('validation.codeRequired', (value) => {
    if (value.length === 0) return { message: 'validation.codeRequired' };
    if (!format.test(value)) return { message: 'validation.codeFormat' };
    return null;
  });
}

/** The device-authorization code sent by SMS at login: 7 digits. */
export const loginSmsCodeSchema = digitCodeSchema(LOGIN_SMS_CODE_LENGTH);

/** The one-time code of the password reset: 6 digits. */
export const resetOtpSchema = digitCodeSchema(RESET_OTP_LENGTH);
