// features/signed-in-shell: the one integration point. The router mounts it for every signed-in
// path: <Route path="/*" element={<SignedInShell />} />. It is lazy (the router's Suspense shows
// "Loading..."), so the login page never loads the shell's code. With a session stored it loads
// beside the app start's bootstrap (AppRoutes' preloadSignedInRoutes).
import { lazyWithPreload } from '@portal/sdk/lazy';

export const SignedInShell = lazyWithPreload(() =>
  import('./SignedInShell').then((m) => {
    m.prepareShell();
    return m.default;
  }),
);
