// §5 Personal number: digits only, at most 11, exactly 11, then a valid national identity number.
import { PERSONAL_NUMBER_LENGTH } from '../constants';
import { isValidNationalId } from '../national-id/validate-national-id';
import { stringField } from './field-rule';

/** What a personal-number input keeps of what is typed or pasted: its digits, at most 11. */
export function personalNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PERSONAL_NUMBER_LENGTH);
}

export const personalNumberSchema = stringField('validation.pnrRequired', (value) => {
  if (value.length === 0) return { message: 'validation.pnrRequired' };
  if (!/^\d+$/.test(value) || value.length !== PERSONAL_NUMBER_LENGTH)
    return { message: 'validation.pnrExactEleven' };
  if (!isValidNationalId(value)) return { message: 'validation.pnrInvalid' };
  return null;
});
