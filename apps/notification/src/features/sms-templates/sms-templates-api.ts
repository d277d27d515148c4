// The SMS templates' reads and writes, by the SMS contract (packages/rules).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '@portal/sdk';
import { smsContract, type LocalizedText } from '@portal/rules';

export const SMS_TEMPLATES_KEY = ['notification', 'sms-templates'] as const;

export function useSmsTemplates() {
  const { api } = useShell();
  return useQuery({ queryKey: SMS_TEMPLATES_KEY, queryFn: () => api.call(smsContract.templates, {}) });
}

/** The server's refusal in the user's language (the area kit's `messages`), or the fallback. */
export function refusalText(error: unknown, language: 'en' | 'no', fallback: string): string {
  const extra = (error as { extra?: { messages?: Partial<LocalizedText> } } | null)?.extra;
  return extra?.messages?.[language] ?? fallback;
}
