// §5 Password (new) and confirm password.
import { z } from 'zod';
import {
  PASSWORD_ALLOWED_NATIONAL_LETTERS,
  PASSWORD_ALLOWED_SYMBOLS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import { stringField } from './field-rule';

const ALLOWED_CHARACTERS = new Set([
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...PASSWORD_ALLOWED_NATIONAL_LETTERS,
  ...PASSWORD_ALLOWED_SYMBOLS,
]);

/** The characters of a password that are not allowed, each once, in the order they appear. */
export function restrictedPasswordCharacters(password: string): string[] {
  return [...new Set([...password].filter((character) => !ALLOWED_CHARACTERS.has(character)))];
}

/** How restricted characters are named in the message; a blank would be invisible. */
function describeCharacter(character: string): string {
  return /\s/.test(character) ? '␣' : character;
}

/** Required; only letters (with æøåÆØÅ), digits and !@#$%^&*()_+=-; 4 to 16 characters. */
export const newPasswordSchema = stringField('validation.required', (value) => {
  if (value.length === 0) return { message: 'validation.required' };
  const restricted = restrictedPasswordCharacters(value);
  if (restricted.length > 0) {
    return {
      message: 'validation.passwordRestricted',
      params: { symbols: restricted.map(describeCharacter).join(' ') },
    };
  }
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH)
    return { message: 'validation.passwordLength' };
  return null;
});

/** A new password and its confirmation: the confirmation is required and must equal it. */
export const passwordConfirmationSchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: 'validation.required' }),
  })
  .superRefine(checkConfirmation);

/** Adds the confirm_password issue of §5 to any object holding both passwords. */
export function checkConfirmation<T extends { new_password: string; confirm_password: string }>(
  value: T,
  ctx: z.RefinementCtx<T>,
): void {
  if (value.confirm_password.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.required',
      path: ['confirm_password'],
      input: value,
    });
  } else if (value.confirm_password !== value.new_password) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.passwordsDoNotMatch',
      path: ['confirm_password'],
      input: value,
    });
  }
}
