// The SDK's provider and language check, in one place for the shell.
import { LANGUAGES, ShellProvider } from '@portal/sdk';
import type { Language } from '@portal/sdk';

export { ShellProvider };

export function isLanguageOf(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
