import { ApiRequestError, translate, type Language } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { errorText } from './chat-api';
import { chatTexts, type ChatT } from './chat-texts';

// Issue 24.12 in the chat: an upload refused by its size, the upload rate or the storage quota says so
// in the user's language with its numbers, not "Something went wrong".
const tIn = (language: Language) =>
  // The hook's `t` outside React: the same texts through the SDK's translate (its plural keys aside).
  ((key: Parameters<typeof translate>[2], variables?: Record<string, string | number>) =>
    translate(chatTexts, language, key as never, variables)) as unknown as ChatT;

describe("the chat's upload refusals", () => {
  const tooLarge = new ApiRequestError(413, 'file_too_large', 'x', { maxBytes: 25 * 1024 * 1024 });
  const tooFast = new ApiRequestError(429, 'upload_rate_limited', 'x', { retryAfterMs: 41_200 });
  const full = new ApiRequestError(413, 'storage_quota_exceeded', 'x', { quotaBytes: 1, usedBytes: 1 });

  it('names the limit in English and Norwegian', () => {
    expect(errorText(tIn('en'), tooLarge)).toBe('The file is larger than 25 MB.');
    expect(errorText(tIn('no'), tooLarge)).toBe('Filen er større enn 25 MB.');
    expect(errorText(tIn('en'), tooFast)).toBe('You are uploading files too fast. Try again in 42 seconds.');
    expect(errorText(tIn('no'), tooFast)).toBe('Du laster opp filer for raskt. Prøv igjen om 42 sekunder.');
    expect(errorText(tIn('en'), full)).toMatch(/storage is full/);
    expect(errorText(tIn('no'), full)).toMatch(/Lagringsplassen .* er full/);
  });

  it('keeps the general text for what it does not know', () => {
    expect(errorText(tIn('en'), new ApiRequestError(500, 'internal', 'x'))).toBe(
      'Something went wrong. Try again.',
    );
  });
});
