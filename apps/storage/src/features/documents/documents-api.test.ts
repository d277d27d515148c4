// The documents area's error codes in the app: input the contract refused reads as its form's code
// (the text the form shows), any other refusal as the server's code.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/sdk';
import { errorCode } from './documents-api';

const refused = (issues: { field: string; code?: string }[]) =>
  new ApiRequestError(400, 'invalid_input', 'The request does not fit', {
    field: issues[0]?.field ?? '',
    issues: issues.map((issue) => ({ in: 'body', messages: { en: 'x', no: 'x' }, ...issue })),
  });

describe('errorCode', () => {
  it('reads invalid_input as the form whose code the contract put on the issue', () => {
    expect(errorCode(refused([{ field: 'title', code: 'documents.draftInvalid' }]))).toBe('draft_invalid');
    expect(errorCode(refused([{ field: 'body', code: 'documents.templateInvalid' }]))).toBe(
      'template_invalid',
    );
    expect(errorCode(refused([{ field: 'templateId', code: 'documents.generateInvalid' }]))).toBe(
      'generate_invalid',
    );
    expect(errorCode(refused([{ field: 'confirm', code: 'documents.signingInvalid' }]))).toBe(
      'signing_invalid',
    );
  });

  it('keeps any other code, and reads what is not an answer as unknown', () => {
    expect(errorCode(refused([{ field: 'id' }]))).toBe('invalid_input');
    expect(errorCode(new ApiRequestError(409, 'template_conflict', 'Changed'))).toBe('template_conflict');
    expect(errorCode(new Error('boom'))).toBe('unknown');
  });
});
