import { describe, expect, it } from 'vitest';
import { administrationContract } from '@portal/rules';
import { PENDING_CONSENTS_PATH } from './pending-consents-query';

describe('the consent gate', () => {
  it('asks the contract’s route for the pending consents', () => {
    expect(administrationContract.pendingConsents.method).toBe('GET');
    expect(administrationContract.pendingConsents.path).toBe(PENDING_CONSENTS_PATH);
  });
});
