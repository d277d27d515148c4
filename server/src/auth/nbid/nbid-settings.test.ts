import { describe, expect, it } from 'vitest';
import type { Customer } from '../../tenancy/customer';
import { nbidSettingsFor, usesNationalId } from './nbid-settings';

const customer = (over: Partial<Customer>): Customer => ({
  id: 1,
  subdomain: 'demo',
  name: 'Demo',
  brand: 'work-inclusion',
  theme: 'default',
  languages: ['no', 'en'],
  required_pnr: false,
  login_methods: ['nbid'],
  nbid_provider: null,
  nbid_config: {},
  session_validity_minutes: 20,
  allow_unlimited_session: false,
  default_app_versions: null,
  external_links: {},
  support_email: null,
  session_recording: null,
  ...over,
});
const config = { NODE_ENV: 'development', NBID_CLIENT_SECRETS: { demo: 's3cret' }, NBID_DEV_IDP: true, NBID_REDIRECT_PATH: '/auth/callback' } as const;
const devIssuer = () => 'http://127.0.0.1:3000/api/dev-idp';

describe('nbidSettingsFor', () => {
  it('uses the tenant provider with the secret from the environment', () => {
    const settings = nbidSettingsFor(
      customer({ nbid_provider: 'IDPORTEN', nbid_config: { issuer: 'https://idporten.no', client_id: 'abc', onbehalfof: 'svc' } }),
      'https://demo.portal.example',
      config,
      devIssuer,
    );
    expect(settings).toMatchObject({
      provider: 'IDPORTEN',
      issuer: 'https://idporten.no',
      clientId: 'abc',
      clientSecret: 's3cret',
      redirectUri: 'https://demo.portal.example/auth/callback',
      onBehalfOf: 'svc',
      promptLogin: true,
      pidClaim: 'pid',
      devIdp: false,
    });
  });

  it.each([
    ['CRIIPTO', 'socialno', false],
    ['SIGNICAT', 'signicat.national_id', false],
    ['SIGNICAT_NEW', 'nin', false],
  ] as const)('%s defaults: pid claim %s, prompt=login %s', (provider, pidClaim, promptLogin) => {
    const settings = nbidSettingsFor(customer({ nbid_provider: provider, nbid_config: { issuer: 'https://x', client_id: 'c' } }), 'https://o', config, devIssuer);
    expect(settings).toMatchObject({ provider, pidClaim, promptLogin });
  });

  it('falls back to the dev identity provider outside production only', () => {
    expect(nbidSettingsFor(customer({ nbid_provider: 'CRIIPTO' }), 'http://demo.localhost:3000', config, devIssuer)).toMatchObject({
      provider: 'CRIIPTO',
      issuer: devIssuer(),
      devIdp: true,
      nonprod: true,
    });
    expect(nbidSettingsFor(customer({}), 'https://o', { ...config, NODE_ENV: 'production' }, devIssuer)).toBeNull();
    expect(nbidSettingsFor(customer({}), 'https://o', { ...config, NBID_DEV_IDP: false }, devIssuer)).toBeNull();
  });

  it('knows which tenants sign in by national ID', () => {
    expect(usesNationalId(customer({ login_methods: ['password_sms'] }))).toBe(false);
    expect(usesNationalId(customer({ login_methods: ['password_sms', 'nbid'] }))).toBe(true);
  });
});
