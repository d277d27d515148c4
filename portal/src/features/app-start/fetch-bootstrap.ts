// §4 App start: the bootstrap call. "Subdomain is not valid!" or no registered subdomain means the
// domain is not known; any other failure is thrown for the generic error screen.
import { errorText } from '@portal/rules';
import { ApiRequestError } from '../../shared/api/api-error';
import { askedAhead } from '../../shared/api/asked-ahead';
import { getJson } from '../../shared/api/http-client';
import { parsePublicBootstrap } from '../../shared/bootstrap/bootstrap-types';
import type { PublicBootstrap } from '../../shared/bootstrap/bootstrap-types';

export type BootstrapResult = { kind: 'ok'; bootstrap: PublicBootstrap } | { kind: 'unknown-domain' };

const SUBDOMAIN_INVALID = errorText('subdomainInvalid', 'en');

export async function fetchPublicBootstrap(): Promise<BootstrapResult> {
  try {
    const bootstrap = parsePublicBootstrap(await getJson<unknown>('/api/bootstrap'));
    if (!bootstrap.registeredSubdomain) return { kind: 'unknown-domain' };
    return { kind: 'ok', bootstrap };
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      (error.code === SUBDOMAIN_INVALID || error.serverMessage === SUBDOMAIN_INVALID)
    ) {
      return { kind: 'unknown-domain' };
    }
    throw error;
  }
}

// Asked for once ahead: main.tsx starts the request before i18n and React have started, and the
// gate's first effect takes that answer (useBootstrapRequest).
const bootstrapAhead = askedAhead<void, BootstrapResult>(fetchPublicBootstrap);

export function requestBootstrapAhead(): void {
  void bootstrapAhead.start();
}

/** The answer asked for ahead (once), else a new request. */
export const takePublicBootstrap = (): Promise<BootstrapResult> => bootstrapAhead.take();
