import { describe, expect, it } from 'vitest';
import { isPasswordResetAvailable, parsePublicBootstrap } from './bootstrap-types';

describe('parsePublicBootstrap', () => {
  it('keeps valid values and defaults the rest', () => {
    const parsed = parsePublicBootstrap({
      customer_name: 'Demo Omsorg',
      brand: 'care',
      theme: 'purple',
      nbid_provider: 'EVIL',
      features: ['a', 3],
      external_links: { about: 'https://x', bad: 1 },
      session_recording: { enabled: true },
    });
    expect(parsed).toMatchObject({
      customer_name: 'Demo Omsorg',
      brand: 'care',
      theme: 'default',
      nbid_provider: null,
      features: ['a'],
      external_links: { about: 'https://x' },
      session_recording: { enabled: false },
    });
    expect(parsePublicBootstrap(null).brand).toBe('work-inclusion');
  });

  it('reads session recording when it has an ingest address', () => {
    expect(
      parsePublicBootstrap({ session_recording: { enabled: true, ingest_url: 'https://i' } })
        .session_recording,
    ).toEqual({
      enabled: true,
      ingest_url: 'https://i',
      project_key_prefix: '',
    });
  });
});

describe('password reset availability', () => {
  it.each([
    [['password_sms'], true],
    [['password_sms', 'nbid'], true],
    [['nbid'], false],
    [[], true],
  ])('%j -> %s', (methods, available) => {
    expect(isPasswordResetAvailable({ login_methods: methods })).toBe(available);
  });
});
