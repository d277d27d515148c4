// The import directions of STYLE.md, as one lint rule (no plugin needed: every check is a question
// about where the imported file lies, resolved from the importing file):
// - a feature's inside only through its index.ts door (portal/src/features/<f>/ and
//   apps/<app>/src/features/<f>/): another feature imports `../<f>`, never `../<f>/inner`; a test
//   may also use the feature's test-support door `../<f>/testing`;
// - the shell runs one way, shared -> features -> app: shared/ imports no feature and not app/,
//   a feature does not import app/;
// - the GraphQL engine's stages run one way: shared (errors, session values), catalog, metadata ->
//   schema -> ir -> sql -> execute -> the transports (http, subscriptions); a stage never imports a
//   later one (a test may assemble later stages around the one it proves);
// - an app's code (apps/<app>/src) never reaches into portal/ or into packages/*/src (it imports
//   @portal/sdk, @portal/rules and the shared kit by name);
// - the server's layout shows the architecture: the feature areas live in server/src/areas/<area>/
//   (every FeatureArea of server/src/area-kit/feature-areas.ts), the platform beside them in
//   server/src/<folder>/. A folder with an index.ts door (every area, the operator's commands, the
//   scheduler …) is entered from outside only through that door; a test may also use its `testing`
//   door. Platform folders without a door (db, graphql, http, clock …) are imported file by file;
// - the demo data (server/src/demo/) is read by no production code: only by the server's entry
//   (main.ts seeds it at first start), by the demo folder itself and by tests.
import { existsSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

/** The engine's stages in order; a stage may import its own and earlier ones only. */
export const GRAPHQL_STAGES = {
  shared: 0,
  catalog: 1,
  metadata: 2,
  schema: 3,
  ir: 4,
  sql: 5,
  execute: 6,
  http: 7,
  subscriptions: 7,
};
const STAGE_ORDER = 'shared -> catalog -> metadata -> schema -> ir -> sql -> execute -> http, subscriptions';

const posix = (p) => p.split(path.sep).join('/');

/** Where a module specifier points, repository-relative ('' for a package that is not ours). */
function target(fromFile, specifier) {
  if (specifier.startsWith('.'))
    return posix(path.relative(REPO, path.resolve(path.dirname(fromFile), specifier)));
  const ours = /^@portal\/(sdk|rules)(\/.*)?$/.exec(specifier);
  if (ours) return `packages/${ours[1]}${ours[2] ?? ''}`;
  return '';
}

/** The feature a repository path lies in: its root folder and name, or null. */
function featureOf(file) {
  const m = /^((?:portal\/src|apps\/[^/]+\/src)\/features)\/([^/]+)(\/.*)?$/.exec(file);
  return m ? { root: m[1], name: m[2], rest: m[3] ?? '' } : null;
}

/** Whether server/src/<name>/ is an area: a folder with an index.ts door (read once per folder). */
const doors = new Map();
export function isServerArea(name) {
  if (!doors.has(name)) doors.set(name, existsSync(path.join(REPO, 'server', 'src', name, 'index.ts')));
  return doors.get(name);
}

/**
 * The server folder a repository path lies in: its name ('db', or 'areas/chat' for an area) and the
 * rest, or null.
 */
function serverFolderOf(file) {
  const m = /^server\/src\/(areas\/[^/.]+|[^/.]+)(\/.*)?$/.exec(file);
  return m && m[1] !== 'areas' ? { name: m[1], rest: m[2] ?? '' } : null;
}

/** Files outside server/src/demo/ that may read the demo data: the server's entry, which seeds it. */
const DEMO_READERS = new Set(['server/src/main.ts']);

const isDoor = (rest, fromTest) =>
  rest === '' || /^\/index(\.tsx?|\.js)?$/.test(rest) || (fromTest && /^\/testing(\.tsx?)?$/.test(rest));
const isTest = (file) => /\.(test|e2e)\.tsx?$/.test(file);

/** The reason an import is refused, or null when it goes the right way. */
export function importProblem(fromFile, specifier) {
  const from = posix(path.relative(REPO, fromFile));
  const to = target(fromFile, specifier);
  if (!to) return null;

  // An app's code (apps/<app>/src); apps/shared holds the apps' build tooling, which runs in Node.
  if (/^apps\/[^/]+\/src\//.test(from)) {
    if (to.startsWith('portal/')) return `an app never imports the shell (${specifier}): use @portal/sdk`;
    if (/^packages\/[^/]+\/src(\/|$)/.test(to))
      return `an app never imports a package's inside (${specifier}): import the package by its name`;
  }

  const source = featureOf(from);
  const dest = featureOf(to);
  if (
    dest &&
    !(source && source.root === dest.root && source.name === dest.name) &&
    !isDoor(dest.rest, isTest(from))
  )
    return `features/${dest.name} is entered through its index.ts door only: import '${specifier.replace(dest.rest, '')}'`;

  const shell = /^(portal\/src|apps\/[^/]+\/src)\/(shared|features|app)(\/|$)/;
  const layer = (p) => shell.exec(p);
  const a = layer(from);
  const b = layer(to);
  if (a && b && a[1] === b[1]) {
    const rank = { shared: 0, features: 1, app: 2 };
    if (rank[b[2]] > rank[a[2]]) return `${a[2]}/ never imports ${b[2]}/ (shared -> features -> app)`;
  }

  const fromArea = serverFolderOf(from);
  const toArea = serverFolderOf(to);
  if (
    toArea &&
    isServerArea(toArea.name) &&
    fromArea?.name !== toArea.name &&
    !isDoor(toArea.rest, isTest(from))
  )
    return `the server folder ${toArea.name} is entered through its index.ts door only: import '${specifier.replace(toArea.rest, '')}'`;

  if (
    toArea?.name === 'demo' &&
    fromArea &&
    fromArea.name !== 'demo' &&
    fromArea.name !== 'test' &&
    !isTest(from) &&
    !DEMO_READERS.has(from)
  )
    return `production code never reads the demo data (${specifier}): the demo seeds through the areas' doors, not the other way`;

  const stage = (p) => /^server\/src\/graphql\/([^/]+)\//.exec(p)?.[1];
  const s = stage(from);
  const t = stage(to);
  if (s in GRAPHQL_STAGES && t in GRAPHQL_STAGES && !isTest(from)) {
    if (GRAPHQL_STAGES[t] > GRAPHQL_STAGES[s])
      return `the GraphQL stage ${s} never imports the later stage ${t} (${STAGE_ORDER})`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "STYLE.md's import directions: feature doors, shell layers, GraphQL stages, apps" },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const problem = importProblem(context.filename, node.source.value);
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) =>
        node.source.type === 'Literal' &&
        typeof node.source.value === 'string' &&
        check({ source: node.source }),
    };
  },
};

export default { rules: { 'import-directions': rule } };
