// The file a pool thread runs a TypeScript task through (worker-pool.ts): the task names its entry
// module (`*.worker.ts` in the source tree) and the function to call. Worker threads get no
// TypeScript loader from vitest, so tsx is registered here once. A build's `*.worker.js` entries
// are run by piscina directly, without this file (docs/decisions.md, "worker entries").
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
