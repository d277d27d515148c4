import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShell, testSessionBootstrap } from '../user-context/testing';
import { PrivacyConsentsPage } from './PrivacyConsentsPage';
import { privacyTexts } from './privacy-texts';

describe('PrivacyConsentsPage', () => {
  it('shows "No active features" when neither feature is on', async () => {
    await renderInShell(<PrivacyConsentsPage />, { texts: [privacyTexts] });
    expect(screen.getByRole('status').textContent).toBe('No active features');
  });

  it('shows only the tabs the features allow', async () => {
    await renderInShell(<PrivacyConsentsPage />, {
      texts: [privacyTexts],
      bootstrap: testSessionBootstrap({ features: ['consents_editor'] }),
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Login consents',
      'Questionnaire consents',
    ]);
  });
});
