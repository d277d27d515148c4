// With a session stored, the signed-in routes' code (with the data router) and the shell's first
// two requests (the session's bootstrap, the apps' index) load beside the app start's bootstrap, so
// the loading screen goes straight to the shell (no Suspense fallback between them). Without one
// (the login page) nothing more loads.
import { lazyWithPreload } from '@portal/sdk/lazy';
import { preloadSessionGuard } from '../../features/session';
import { SignedInShell } from '../../features/signed-in-shell';
import { askSignedInAhead } from '../../shared/api/signed-in-ahead';
import { readSessionToken } from '../../shared/session/token-store';
import { loadSignedInRouter } from './ShellRouter';

export const SignedInLayout = lazyWithPreload(() =>
  import('../layout/SignedInLayout').then((m) => m.default),
);

export function preloadSignedInRoutes(): Promise<unknown> {
  const token = readSessionToken();
  if (token === null) return Promise.resolve();
  askSignedInAhead(token);
  return Promise.all([
    loadSignedInRouter(),
    SignedInLayout.preload(),
    SignedInShell.preload(),
    preloadSessionGuard(),
  ]);
}
