// §3 Auth state: whether the user is authenticated, the token and its claims, the device.
import { createContext, useContext } from 'react';
import type { SessionDevice } from '../events/portal-events';
import type { TokenClaims } from './token-claims';

export interface AuthState {
  token: string | null;
  claims: TokenClaims | null;
  isAuthenticated: boolean;
  device: SessionDevice;
  /** Whether this device passed the SMS step (or was remembered); reset on logout of a guest. */
  deviceAuthorized: boolean;
}

export interface AuthApi extends AuthState {
  /** A completed login (or a token login): store the token and announce it. */
  signIn: (token: string) => void;
  /** A new token for the same session ("stay logged in"). */
  replaceToken: (token: string) => void;
  /** Dispatches the logout event; the provider ends the session. */
  logOut: () => void;
  /** The device chosen on the welcome screen, before there is a token. */
  chooseDevice: (device: SessionDevice) => void;
}

export const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside the AuthProvider');
  return auth;
}
