// The one file every pool thread starts from (worker-pool.ts). A task names its entry module
// (`*.worker.ts` in the source tree, `*.worker.js` once built) and the function to call. Worker
// threads get no TypeScript loader from vitest, and none is needed in a build, so tsx is
// registered here once, only when an entry is TypeScript (docs/decisions.md, "worker entries").
let tsxRegistered = false;
const modules = new Map();

async function load(entry) {
  let module = modules.get(entry);
  if (module) return module;
  if (entry.endsWith('.ts') && !tsxRegistered) {
    const { register } = await import('tsx/esm/api');
    register();
    tsxRegistered = true;
  }
  module = await import(entry);
  modules.set(entry, module);
  return module;
}

export default async function runTask({ entry, fn, input }) {
  const module = await load(entry);
  const task = module[fn];
  if (typeof task !== 'function') throw new Error(`[workers] ${entry} has no function "${fn}"`);
  return task(input);
}
