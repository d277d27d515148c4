// Norwegian national identity numbers (fødselsnummer, D-, H- and synthetic numbers): §5 Personal
// number, "the further validity rule".
import { PERSONAL_NUMBER_LENGTH } from '../constants';
import { centuryFromIndividualNumber, formatIsoDate, isCalendarDate } from './birth-date';
import { firstCheckDigitRule, isSecondCheckDigitValid } from './check-digits';
import type { ControlDigitRule } from './check-digits';

/**
 * fnr: an ordinary birth number. dnr: a D-number (day + 40). hnr: an H-number (month + 40, also
 * NAV's synthetic test numbers). synthetic: Skatteetaten's Tenor test numbers (month + 80).
 */
export type NationalIdKind = 'fnr' | 'dnr' | 'hnr' | 'synthetic';

export type NationalIdInvalidReason =
  'notDigits' | 'length' | 'firstCheckDigit' | 'secondCheckDigit' | 'date';

export type NationalIdValidation =
  | {
      valid: true;
      kind: NationalIdKind;
      /** 'YYYY-MM-DD'. */
      birthDate: string;
      /** True when the day carries the D-number offset; with hnr or synthetic it says which. */
      dNumber: boolean;
      controlDigitRule: ControlDigitRule;
      /**
       * Whether the individual number fixes the century. Numbers issued from 2032 no longer
       * encode it (the register holds the real birth date); then the century is assumed.
       */
      centuryKnown: boolean;
    }
  | { valid: false; reason: NationalIdInvalidReason };

const MONTH_OFFSETS: ReadonlyArray<readonly [offset: number, kind: NationalIdKind]> = [
  [0, 'fnr'],
  [40, 'hnr'],
  [80, 'synthetic'],
];
const D_NUMBER_DAY_OFFSET = 40;

interface DecodedDate {
  day: number;
  month: number;
  kind: NationalIdKind;
  dNumber: boolean;
}

/** Strips the D, H and synthetic offsets from the day and month fields, or null if none fits. */
function decodeDateFields(dayField: number, monthField: number): DecodedDate | null {
  const dNumber = dayField > D_NUMBER_DAY_OFFSET;
  const day = dNumber ? dayField - D_NUMBER_DAY_OFFSET : dayField;
  const offset = MONTH_OFFSETS.find(([shift]) => monthField > shift && monthField <= shift + 12);
  if (!offset || day < 1 || day > 31) return null;
  const [shift, monthKind] = offset;
  return {
    day,
    month: monthField - shift,
    kind: monthKind === 'fnr' && dNumber ? 'dnr' : monthKind,
    dNumber,
  };
}

/**
 * The century for a date: from the individual-number ranges when they give one. Otherwise the
 * number can only be one issued from 2032, whose individual number says nothing of the century;
 * the ranges leave gaps only for years 40-99, so 19xx is assumed (20xx is still in the future).
 */
function resolveCentury(
  individualNumber: number,
  yearOfCentury: number,
): { century: number; known: boolean } {
  const century = centuryFromIndividualNumber(individualNumber, yearOfCentury);
  return century === null ? { century: 1900, known: false } : { century, known: true };
}

/**
 * Validates an 11-digit Norwegian national identity number: digits only, exactly 11, both mod-11
 * check digits (k1 under the standard or the 2032 rule, k2 standard), and a real birth date.
 */
export function validateNationalId(value: string): NationalIdValidation {
  if (!/^\d*$/.test(value)) return { valid: false, reason: 'notDigits' };
  if (value.length !== PERSONAL_NUMBER_LENGTH) return { valid: false, reason: 'length' };

  const digits = [...value].map(Number);
  const controlDigitRule = firstCheckDigitRule(digits);
  if (controlDigitRule === null) return { valid: false, reason: 'firstCheckDigit' };
  if (!isSecondCheckDigitValid(digits)) return { valid: false, reason: 'secondCheckDigit' };

  const field = (start: number, length: number) => Number(value.slice(start, start + length));
  const decoded = decodeDateFields(field(0, 2), field(2, 2));
  if (decoded === null) return { valid: false, reason: 'date' };

  const yearOfCentury = field(4, 2);
  const resolved = resolveCentury(field(6, 3), yearOfCentury);
  const year = resolved.century + yearOfCentury;
  if (!isCalendarDate(year, decoded.month, decoded.day)) return { valid: false, reason: 'date' };

  return {
    valid: true,
    kind: decoded.kind,
    birthDate: formatIsoDate({ year, month: decoded.month, day: decoded.day }),
    dNumber: decoded.dNumber,
    controlDigitRule,
    centuryKnown: resolved.known && controlDigitRule === 'standard',
  };
}

/** Whether a value is a valid national identity number of any kind. */
export function isValidNationalId(value: string): boolean {
  return validateNationalId(value).valid;
}
