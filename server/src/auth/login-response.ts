import type { NbidProvider } from '@portal/rules';

/**
 * §3 Login response: `reload` true means the login completed at once (a trusted device; `token` is
 * there); otherwise the second step follows: the national-ID redirect (`nbid_*`, `state`) or the
 * SMS code step.
 */
export interface LoginResponse {
  message: 'ok';
  reload: boolean;
  /** The name shown on the SMS code screen (§2.2), only after a correct password. */
  user_name?: string;
  nbid_provider?: NbidProvider;
  nbid_nonprod?: boolean;
  state?: string;
  /** Where the shell sends the browser for the national-ID login (PKCE and nonce included). */
  nbid_redirect_url?: string;
}
