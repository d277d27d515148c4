// A page's own routes (ARCHITECTURE.md §7, docs/apps.md): a `page:<name>` module owns every path
// under the route that mounts it, laid out with react-router's <Route>s relative to it. The shell's
// router is the one react-router of the page, so deep links, back and forward and reload just work.
import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';

function NoSuchScreen({ app, fallback }: { app: string; fallback: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // §1: a page an app does not have is a console error; nothing of the app's is shown.
    console.error(`[apps] ${app}: no page at ${pathname}; nothing rendered`);
  }, [app, pathname]);
  return <>{fallback}</>;
}

export interface PageRoutesProps {
  /** The app's name, for the console error of an address it has no screen for. */
  app: string;
  /** <Route path="…" element={…} />, paths relative to the page's basePath ("", "event/:id"). */
  children?: ReactNode;
  /** What an address without a screen shows (the shell's words, e.g. "This page does not exist"). */
  notFound?: ReactNode;
}

export function PageRoutes({ app, children, notFound = null }: PageRoutesProps) {
  return (
    <Routes>
      {children}
      <Route path="*" element={<NoSuchScreen app={app} fallback={notFound} />} />
    </Routes>
  );
}
