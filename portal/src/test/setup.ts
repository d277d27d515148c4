// Shared setup for component tests in jsdom.
import { webcrypto } from 'node:crypto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetTokenMemoryForTests } from '../shared/session/token-store';

// The files run in one jsdom per worker, each in its own VM context (vmThreads, vitest.config.ts),
// where jsdom's crypto has no `subtle`; a browser has it (the offline worker's keys use it).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetTokenMemoryForTests();
});
