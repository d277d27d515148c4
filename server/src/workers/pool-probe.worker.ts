// Tasks that prove the pool itself (worker-pool.test.ts): a TypeScript entry that answers, one that
// never ends (the time limit), one that fails.
export function echo(input: { text: string }): { text: string } {
  return { text: input.text.toUpperCase() };
}

export function spinForever(): never {
  for (;;) {
    // a task that never yields: only ending its thread stops it
  }
}

export function fail(input: { message: string }): never {
  throw new Error(input.message);
}
