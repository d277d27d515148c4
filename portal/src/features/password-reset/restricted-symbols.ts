// The restricted symbols of a new password as the §5 rule names them ("~ ?"), for its message.
import { newPasswordSchema } from '@portal/rules';

export function restrictedSymbolsParam(password: string): string {
  const result = newPasswordSchema.safeParse(password);
  const issue = result.success ? undefined : result.error.issues[0];
  const params =
    issue && issue.code === 'custom' ? (issue.params as { symbols?: unknown } | undefined) : undefined;
  return typeof params?.symbols === 'string' ? params.symbols : '';
}
