// §5 E-mail: a local part, @, a domain and a top-level domain of at least 2 letters.
import { stringField } from './field-rule';

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** §2.2: reset by e-mail is enabled only for a value of valid e-mail format. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const emailSchema = stringField('validation.required', (value) => {
  if (value.length === 0) return { message: 'validation.required' };
  if (!isEmail(value)) return { message: 'validation.emailInvalid' };
  return null;
});
