// Which API answers the offline worker keeps and under whose key (issue 33 item 8): a participant's
// own answers under a key of tenant and user, public answers under none, staff answers never; one
// user's key never reads another's.
import { describe, expect, it } from 'vitest';
import { isOfflineGet, keyFor, ownedByAnother, ownerOf } from './offline-api';

const token = (claims: Record<string, unknown>) =>
  `Bearer x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('offline API answers', () => {
  it('keeps only what the answering page needs', () => {
    for (const path of ['/api/bootstrap', '/api/apps', '/api/consents/pending', '/api/questionnaires/12'])
      expect(isOfflineGet(path)).toBe(true);
    for (const path of ['/api/questionnaires/12/history', '/api/questionnaires/12/pdf', '/api/inbox', '/api/chat/1', '/api/questionnaires/0'])
      expect(isOfflineGet(path)).toBe(false);
  });

  it('keys a participant’s answers by tenant and user, and keeps no staff answer', async () => {
    const kari = await ownerOf(token({ role: 'participant', customer_id: 1, user_id: 7 }));
    const ola = await ownerOf(token({ role: 'participant', customer_id: 1, user_id: 8 }));
    const kariAgain = await ownerOf(token({ role: 'participant', customer_id: 1, user_id: 7, iat: 99 }));
    expect(kari).toEqual(kariAgain);
    expect(kari?.kind).toBe('user');
    expect(ola).not.toEqual(kari);
    expect(await ownerOf(token({ role: 'staff', customer_id: 1, user_id: 3 }))).toBeNull();
    expect(await ownerOf('Bearer not-a-token')).toBeNull();
    expect(await ownerOf(null)).toEqual({ kind: 'public' });

    const url = 'http://demo.localhost/api/questionnaires/12';
    const kariKey = keyFor(url, kari!);
    expect(kariKey).not.toBe(keyFor(url, ola!));
    expect(new URL(kariKey).searchParams.get('portal-offline-owner')).toMatch(/^[0-9a-f]{64}$/);
    expect(ownedByAnother(kariKey, ola as { kind: 'user'; key: string })).toBe(true);
    expect(ownedByAnother(kariKey, kari as { kind: 'user'; key: string })).toBe(false);
    expect(ownedByAnother(keyFor('http://demo.localhost/api/apps', { kind: 'public' }), ola as { kind: 'user'; key: string })).toBe(false);
  });
});
