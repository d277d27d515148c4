import { afterEach, describe, expect, it, vi } from 'vitest';
import type i18next from 'i18next';
import { ApiRequestError, apiErrorText } from './api-error';
import { basicAuthorization } from './basic-auth';
import { getJson, query } from './http-client';
import { createPortalI18n } from '../i18n/portal-i18n';

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('answers the JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"a":1}', { status: 200 })),
    );
    await expect(getJson('/x')).resolves.toEqual({ a: 1 });
  });

  it('turns a 4xx {error, message} into an ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x","message":"Code is wrong"}', { status: 400 })),
    );
    await expect(getJson('/x')).rejects.toMatchObject({
      status: 400,
      code: 'x',
      serverMessage: 'Code is wrong',
    });
  });

  it('survives a body that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(getJson('/x')).rejects.toMatchObject({ status: 502, serverMessage: null });
  });

  it('builds queries from defined values', () => {
    expect(query({ context: 'a b', region: undefined, code: '1' })).toBe('context=a+b&code=1');
  });

  it('encodes Basic credentials as UTF-8', () => {
    expect(basicAuthorization('ola', 'pass')).toBe(`Basic ${btoa('ola:pass')}`);
    expect(atob(basicAuthorization('å', 'ø').slice(6))).toBe('\u00c3\u00a5:\u00c3\u00b8');
  });
});

describe('apiErrorText', () => {
  it('translates a catalogue text and passes other server texts through', async () => {
    const i18n = await createPortalI18n('no', {});
    const t = i18n.t.bind(i18n) as typeof i18next.t;
    expect(
      apiErrorText(
        new ApiRequestError(401, 'Unauthorized', 'Incorrect login information. Please try again!'),
        t,
      ),
    ).toBe('Feil innloggingsinformasjon. Prøv igjen!');
    expect(apiErrorText(new ApiRequestError(400, null, 'Password too weak'), t)).toBe('Password too weak');
    expect(apiErrorText(new ApiRequestError(500, null, 'stack'), t)).toBe('Noe gikk galt');
    expect(apiErrorText(new TypeError('Failed to fetch'), t)).toBe('Noe gikk galt');
  });
});
