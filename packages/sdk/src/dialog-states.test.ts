import { describe, expect, it } from 'vitest';
import { DIALOG_STATE_NAMES } from '@portal/rules';
import { DIALOG_STATES } from './app-module';

describe('§2.4 dialog states', () => {
  it('are the same in the SDK and in the shared rules (the manifests are checked against those)', () => {
    expect([...DIALOG_STATES]).toEqual([...DIALOG_STATE_NAMES]);
  });
});
