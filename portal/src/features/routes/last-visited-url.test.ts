import { describe, expect, it } from 'vitest';
import { lastVisitedKey, readLastVisited, rememberVisit } from './last-visited-url';

describe('last visited address (§2.3)', () => {
  it('is kept per context and per user', () => {
    const me = lastVisitedKey(1, 7, 'ME');
    const recipient = lastVisitedKey(1, 7, 'RECIPIENT');
    rememberVisit(me, '/chat', '?lang=en');
    rememberVisit(recipient, '/calendar', '?user_context=RECIPIENT&selected_patient_id=3');
    expect(readLastVisited(me)).toBe('/chat?lang=en');
    expect(readLastVisited(recipient)).toBe('/calendar?user_context=RECIPIENT&selected_patient_id=3');
    expect(readLastVisited(lastVisitedKey(1, 8, 'ME'))).toBeNull();
    expect(lastVisitedKey(2, 7, 'ME')).not.toBe(me);
  });

  it('never keeps a login page, and refuses another origin', () => {
    const key = lastVisitedKey(1, 7, 'ME');
    rememberVisit(key, '/login', '');
    rememberVisit(key, '/reset-password', '?code=1');
    expect(readLastVisited(key)).toBeNull();
    window.localStorage.setItem(key, '//evil.example/x');
    expect(readLastVisited(key)).toBeNull();
  });
});
