// §2.2 (5), §7: the login leaves for another address the authentication service names: the
// national-ID provider (client_id, redirect_uri, scope, acr_values, state, PKCE are its work) or a
// related customer's login page. The portal follows only http(s) addresses.
export function followableUrl(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
