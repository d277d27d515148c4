// features/signed-in-shell: the one integration point. The router mounts it for every signed-in
// path: <Route path="/*" element={<SignedInShell />} />. It is lazy (the router's Suspense shows
// "Loading..."), so the login page never loads the shell's code.
import { lazy } from 'react';

export const SignedInShell = lazy(() => import('./SignedInShell'));
