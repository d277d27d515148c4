// A built (JavaScript) worker entry, as the production build emits them: run by piscina directly,
// without the TypeScript bootstrap (worker-pool.test.ts).
export function echo(input) {
  return { text: input.text.toUpperCase() };
}
