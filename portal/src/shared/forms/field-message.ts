// The text of a form field's error: the zod issue's message is an i18n key of @portal/rules (§5).
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

export function fieldMessage(
  error: FieldError | undefined,
  t: TFunction,
  params?: Record<string, string>,
): string | undefined {
  if (!error?.message) return undefined;
  return t(error.message, params);
}
