// Shared setup for component tests in jsdom.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetTokenMemoryForTests } from '../shared/session/token-store';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetTokenMemoryForTests();
});
