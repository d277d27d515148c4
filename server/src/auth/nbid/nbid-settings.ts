import { isNbidProvider, type NbidProvider } from '@portal/rules';
import type { Config } from '../../config/config';
import type { Customer } from '../../tenancy/customer';

// §7: the providers CRIIPTO, IDPORTEN, SIGNICAT and SIGNICAT_NEW are configuration per tenant
// (customers.nbid_provider and customers.nbid_config); the client secret comes from the
// environment (NBID_CLIENT_SECRETS), never from the database.

/** The OIDC relying-party settings of one tenant's national-ID login. */
export interface NbidSettings {
  provider: NbidProvider;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  scope: string;
  acrValues: string | undefined;
  /** ID-porten: the service a login is on behalf of; sent with prompt=login. */
  onBehalfOf: string | undefined;
  promptLogin: boolean;
  /** A test environment of the provider (answered as nbid_nonprod). */
  nonprod: boolean;
  /** The claim holding the national id. */
  pidClaim: string;
  /** Plain-HTTP issuer allowed (the dev identity provider only). */
  allowHttp: boolean;
  devIdp: boolean;
}

const PROVIDER_DEFAULTS: Record<NbidProvider, { acrValues: string; pidClaim: string; promptLogin: boolean }> = {
  IDPORTEN: { acrValues: 'idporten-loa-high', pidClaim: 'pid', promptLogin: true },
  CRIIPTO: { acrValues: 'urn:grn:authn:no:bankid', pidClaim: 'socialno', promptLogin: false },
  SIGNICAT: { acrValues: 'urn:signicat:oidc:method:nbid', pidClaim: 'signicat.national_id', promptLogin: false },
  SIGNICAT_NEW: { acrValues: 'urn:signicat:oidc:method:nbid', pidClaim: 'nin', promptLogin: false },
};

export const DEV_IDP_CLIENT_ID = 'portal-dev';
export const DEV_IDP_CLIENT_SECRET = 'portal-dev-only-secret';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** Whether the tenant signs in with national ID after the password (instead of the SMS code). */
export function usesNationalId(customer: Pick<Customer, 'login_methods'>): boolean {
  return customer.login_methods.includes('nbid');
}

/**
 * The tenant's provider settings: its real provider when nbid_config names an issuer and client;
 * otherwise, outside production, the built-in dev identity provider; otherwise null.
 */
export function nbidSettingsFor(
  customer: Customer,
  origin: string,
  config: Pick<Config, 'NODE_ENV' | 'NBID_CLIENT_SECRETS' | 'NBID_DEV_IDP' | 'NBID_REDIRECT_PATH'>,
  devIdpIssuer: () => string | null,
): NbidSettings | null {
  const provider: NbidProvider = isNbidProvider(customer.nbid_provider) ? customer.nbid_provider : 'IDPORTEN';
  const defaults = PROVIDER_DEFAULTS[provider];
  const settings = customer.nbid_config;
  const redirectUri = `${origin}${config.NBID_REDIRECT_PATH}`;
  const issuer = text(settings.issuer);
  const clientId = text(settings.client_id);
  if (issuer && clientId && isNbidProvider(customer.nbid_provider)) {
    return {
      provider,
      issuer,
      clientId,
      clientSecret: config.NBID_CLIENT_SECRETS?.[customer.subdomain],
      redirectUri,
      scope: text(settings.scope) ?? 'openid',
      acrValues: text(settings.acr_values) ?? defaults.acrValues,
      onBehalfOf: text(settings.onbehalfof),
      promptLogin: typeof settings.prompt_login === 'boolean' ? settings.prompt_login : defaults.promptLogin,
      nonprod: settings.nonprod === true,
      pidClaim: text(settings.pid_claim) ?? defaults.pidClaim,
      allowHttp: false,
      devIdp: false,
    };
  }
  const devIssuer = config.NODE_ENV !== 'production' && config.NBID_DEV_IDP ? devIdpIssuer() : null;
  if (!devIssuer) return null;
  return {
    provider,
    issuer: devIssuer,
    clientId: DEV_IDP_CLIENT_ID,
    clientSecret: DEV_IDP_CLIENT_SECRET,
    redirectUri,
    scope: 'openid',
    acrValues: defaults.acrValues,
    onBehalfOf: provider === 'IDPORTEN' ? 'portal-dev' : undefined,
    promptLogin: defaults.promptLogin,
    nonprod: true,
    pidClaim: 'pid',
    allowHttp: true,
    devIdp: true,
  };
}
