// Test support: the message (an i18n key) of the first issue a schema reports, per path.
import type { z } from 'zod';

export function firstMessage(
  schema: z.ZodType,
  value: unknown,
  path: readonly PropertyKey[] = [],
): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => candidate.path.join('.') === path.join('.'));
  return issue?.message ?? null;
}

export function firstParams(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && issue.code === 'custom' ? issue.params : undefined;
}
