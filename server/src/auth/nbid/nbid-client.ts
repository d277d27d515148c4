import * as oidc from 'openid-client';
import { describeFailure, OutsideServiceError } from '../../http/outside-service-error';
import type { PendingNbid } from '../pending-login';
import type { NbidSettings } from './nbid-settings';

// The relying party of the national-ID login: authorization code flow with PKCE (S256), state and
// nonce, through openid-client (ARCHITECTURE.md §5).

const configurations = new Map<string, Promise<oidc.Configuration>>();

function configurationFor(settings: NbidSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const auth = settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None();
    found = oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
      execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    // A failed discovery is tried again next time instead of being cached.
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/** The provider's configuration, or "could not be reached" (issue 18.5) when discovery fails. */
async function reachProvider(settings: NbidSettings): Promise<oidc.Configuration> {
  try {
    return await configurationFor(settings);
  } catch (error) {
    throw new OutsideServiceError('nbid', `${settings.issuer}: ${describeFailure(error)}`);
  }
}

/** A failure to talk to the provider at all (network, timeout, its 5xx), not a refusal of the login. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return true;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 500;
}

/** The redirect to the identity provider and the checks its return leg must pass. */
export async function buildNbidRedirect(settings: NbidSettings): Promise<{ url: string; checks: PendingNbid }> {
  const configuration = await reachProvider(settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const checks: PendingNbid = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, nonprod: settings.nonprod };
  const parameters: Record<string, string> = {
    redirect_uri: settings.redirectUri,
    scope: settings.scope,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (settings.acrValues) parameters.acr_values = settings.acrValues;
  if (settings.onBehalfOf) parameters.onbehalfof = settings.onBehalfOf;
  if (settings.promptLogin) parameters.prompt = 'login';
  return { url: oidc.buildAuthorizationUrl(configuration, parameters).href, checks };
}

export class NbidReturnError extends Error {}

/**
 * Redeems the code of the return leg (state, nonce and PKCE checked by openid-client) and answers
 * the national id from the ID token.
 */
export async function redeemNbidReturn(settings: NbidSettings, returned: URLSearchParams, checks: PendingNbid): Promise<string> {
  const configuration = await reachProvider(settings);
  const currentUrl = new URL(settings.redirectUri);
  for (const name of ['code', 'state', 'iss', 'error', 'error_description']) {
    const value = returned.get(name);
    if (value !== null) currentUrl.searchParams.set(name, value);
  }
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    if (isUnreachable(error)) throw new OutsideServiceError('nbid', `${settings.issuer}: ${describeFailure(error)}`);
    throw new NbidReturnError(error instanceof Error ? error.message : 'the identity provider refused the login');
  }
  const pid = claims?.[settings.pidClaim];
  if (typeof pid !== 'string' || pid.length === 0) throw new NbidReturnError(`the ID token has no ${settings.pidClaim}`);
  return pid;
}
