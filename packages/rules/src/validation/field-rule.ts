// A string field that reports at most one problem, so a form shows one message per field and the
// message is always the first rule the value breaks (§5 lists them in that order).
import { z } from 'zod';
import type { ValidationMessageKey } from './messages';

export interface FieldProblem {
  message: ValidationMessageKey;
  params?: Record<string, string>;
}

/**
 * A zod string schema: a missing or non-string value reports `requiredKey`; otherwise
 * `firstProblem` decides. The message of an issue is its i18n key; params ride along in `params`.
 */
export function stringField(
  requiredKey: ValidationMessageKey,
  firstProblem: (value: string) => FieldProblem | null,
) {
  return z.string({ error: requiredKey }).superRefine((value, ctx) => {
    const problem = firstProblem(value);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem.message, params: problem.params, input: value });
  });
}
