import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeToken } from '../../test/fake-token';
import { resetTokenMemoryForTests } from '../../shared/session/token-store';
import { renderInShell } from '../user-context/testing';
import { accessTexts } from './access-texts';
import { MessagingGate } from './MessagingGate';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  resetTokenMemoryForTests();
  window.sessionStorage.setItem(
    'portal.session_token',
    fakeToken({ iat: Math.floor(Date.now() / 1000), vt: 20, customer_id: 1, user_id: 7, device: 'trusted' }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetTokenMemoryForTests();
});

describe('MessagingGate (§2.3, §4 Invitation)', () => {
  it('blocks a messaging page for a TEMPORARY recipient until the invitation is sent', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      if (url.includes('dispatch-invitation'))
        return json({ pnr_class: 'TEMPORARY', invitation_code: 'inv-1' });
      return json({ pnr_class: 'TEMPORARY', invitation_code: null });
    });
    await renderInShell(<MessagingGate leaveTo="/overview">inbox page</MessagingGate>, {
      texts: [accessTexts],
      userContext: 'RECIPIENT',
      recipient: { id: 3, name: 'Tore Lund', userId: 55 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invitation required' });
    expect(dialog.textContent).toContain('Tore Lund');
    expect(screen.queryByText('inbox page')).toBeNull();
    expect(calls[0]).toBe('/api/auth/protected/check?context=user_access_control&user_id=55');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation link' }));
    expect(await screen.findByText('inbox page')).toBeTruthy();
    expect(calls).toContain('/api/auth/access/dispatch-invitation?user_id=55');
  });

  it('never blocks the ME context', async () => {
    vi.stubGlobal('fetch', async () => json({ pnr_class: 'TEMPORARY', invitation_code: null }));
    await renderInShell(<MessagingGate leaveTo="/overview">inbox page</MessagingGate>, {
      texts: [accessTexts],
    });
    await waitFor(() => expect(screen.getByText('inbox page')).toBeTruthy());
  });

  it('"Go back" leaves the blocked page', async () => {
    vi.stubGlobal('fetch', async () => json({ pnr_class: 'TEMPORARY' }));
    await renderInShell(<MessagingGate leaveTo="/overview?x=1">inbox page</MessagingGate>, {
      texts: [accessTexts],
      route: '/inbox',
      userContext: 'RECIPIENT',
      recipient: { id: 3, name: 'Tore Lund', userId: 55 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/overview?x=1'));
  });
});
