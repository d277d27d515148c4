import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataRouterPlugin } from './data-router-plugin';

// The data router's state machine comes from a bundled copy of react-router in the signed-in part's
// chunk, not from the shared module the login page loads (bench/login-bundle.ts).
const portalRoot = path.resolve(import.meta.dirname, '..');
const plugin = dataRouterPlugin(portalRoot);
const transform = (code: string, id: string) => {
  const hook = plugin.transform as (
    this: { error: (message: unknown) => never },
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(
    {
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    },
    code,
    id,
  );
};

describe('the data router outside the shared react-router module', () => {
  it("rewrites data-router.ts's import of react-router to the package's production file", () => {
    const out = transform(
      "import { createBrowserRouter } from 'react-router';\nexport const r = createBrowserRouter;",
      path.join(portalRoot, 'src', 'app', 'router', 'data-router.ts'),
    );
    expect(out?.code).toMatch(/from ".*react-router[\\/]dist[\\/]production[\\/]index\.mjs"/);
    expect(out?.code).not.toContain("'react-router'");
  });

  it('leaves every other file to the shared module', () => {
    const code = "import { useNavigate } from 'react-router';";
    expect(transform(code, path.join(portalRoot, 'src', 'app', 'router', 'AppRoutes.tsx'))).toBeNull();
  });

  it("marks the copy's contexts and components pure and drops their display names", () => {
    const file = path.join(
      path.dirname(createRequire(path.join(portalRoot, 'package.json')).resolve('react-router/package.json')),
      'dist',
      'production',
      'chunk-x.mjs',
    );
    const out = transform(
      [
        'var DataRouterContext = React.createContext(null);',
        'DataRouterContext.displayName = "DataRouter";',
        'var Link = React10.forwardRef(function Link() {});',
        'function createRouter(init) { return init; }',
      ].join('\n'),
      file,
    );
    expect(out?.code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(out?.code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(out?.code).not.toContain('displayName');
    expect(out?.code).toContain('function createRouter(init)');
  });
});
