// Issue 25: an area's refusals in one table, each a code with its message in English and Norwegian
// (spec §8: a clear reason, never a stack trace). `areaErrors(TABLE)` gives the area its one factory;
// the answer is the one error shape (`{ error, message, messages: { en, no }, ...extra }`).
import { interpolate, type LocalizedText } from '@portal/rules';
import { ApiError } from '../http/api-error';

/** code → [English, Norwegian], with `{{placeholders}}`. */
export type ErrorTable = Readonly<Record<string, readonly [string, string]>>;

export type AreaErrorFactory<Code extends string> = (
  status: number,
  code: Code,
  vars?: Record<string, string | number>,
  extra?: Record<string, unknown>,
) => ApiError;

/** The factory of an area's errors: an ApiError with the code, the English message and both texts. */
export function areaErrors<T extends ErrorTable>(table: T): AreaErrorFactory<Extract<keyof T, string>> {
  return (status, code, vars = {}, extra = {}) => {
    const [en, no] = table[code]!;
    const messages: LocalizedText = { en: interpolate(en, vars), no: interpolate(no, vars) };
    return new ApiError(status, code, messages.en, { ...extra, messages });
  };
}

/** The kit's own refusals (area-routes.ts), in the same shape. */
export const kitError = areaErrors({
  forbidden: ['You may not do this', 'Du har ikke tilgang til dette'],
  feature_off: [
    'This part is not switched on for this portal',
    'Denne delen er ikke slått på for denne portalen',
  ],
  missing_capability: ['Your user may not do this', 'Brukeren din har ikke tilgang til dette'],
});
