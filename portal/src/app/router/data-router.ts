// The signed-in shell's data router, loaded with the signed-in part and never by the login page.
// react-router's blocker (useBlocker, the unsaved-changes guard of §2.9) needs a data router, and
// its state machine (createBrowserRouter) is 15 KB gzip that the public pages do not use. So the
// shared react-router module leaves it out (packages/sdk/src/shared-modules.ts) and this chunk
// carries its own copy of it (portal/build/data-router-plugin.ts): plain code with no React
// context of its own, whose router the shared module's RouterProvider and useBlocker then drive.
import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';

export type ShellDataRouter = ReturnType<typeof createBrowserRouter>;

/** One splat route holding `element` (the shell's own <Routes>): the same paths as before. */
export function createShellDataRouter(element: ReactNode): ShellDataRouter {
  return createBrowserRouter([{ path: '*', element }]);
}
