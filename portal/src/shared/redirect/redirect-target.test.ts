import { describe, expect, it } from 'vitest';
import { afterLoginPath, decodeRedirect, encodeRedirect } from './redirect-target';

const ORIGIN = 'http://demo.localhost:3000';

describe('§2.2 redirect target', () => {
  it('round-trips a path with query, hash and Norwegian letters', () => {
    const path = '/chat?user_context=ME#søk';
    const decoded = decodeRedirect(encodeRedirect(path), ORIGIN);
    expect(decoded.kind).toBe('path');
    expect(decoded.kind === 'path' && decodeURIComponent(decoded.path)).toBe(path);
  });

  it.each([
    [null, 'none'],
    ['', 'none'],
    ['%%%', 'undecodable'],
    ['not base64!', 'undecodable'],
    [btoa('\xff\xfe'), 'undecodable'],
    [encodeRedirect('https://evil.example/'), 'foreign'],
    [encodeRedirect('//evil.example/x'), 'foreign'],
    [encodeRedirect('/\\evil.example'), 'foreign'],
    [encodeRedirect('javascript:alert(1)'), 'foreign'],
    [encodeRedirect('overview'), 'foreign'],
    [encodeRedirect('/\tjavascript'), 'foreign'],
  ])('%j is %s', (value, kind) => {
    expect(decodeRedirect(value, ORIGIN).kind).toBe(kind);
  });

  it('accepts base64url', () => {
    expect(
      decodeRedirect(encodeRedirect('/a?b=>>>').replace(/\+/g, '-').replace(/\//g, '_'), ORIGIN).kind,
    ).toBe('path');
  });

  it('goes to /overview unless a same-site path was given', () => {
    expect(afterLoginPath({ kind: 'path', path: '/chat' })).toBe('/chat');
    expect(afterLoginPath({ kind: 'path', path: '/login?x' })).toBe('/overview');
    expect(afterLoginPath({ kind: 'foreign' })).toBe('/overview');
    expect(afterLoginPath({ kind: 'none' })).toBe('/overview');
  });
});
