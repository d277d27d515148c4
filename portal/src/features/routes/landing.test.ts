import { describe, expect, it } from 'vitest';
import { inboxOutboxRedirect, inboxOutboxTarget, isOverviewHidden, landingPath } from './landing';

const hide = ['shell_HideContextMeOverview'];

describe('landing redirects (§2.3)', () => {
  it('lands on the overview by default', () => {
    expect(landingPath({ features: [], userContext: 'ME', role: 'staff' })).toBe('/overview');
  });

  it('lands on my-participants when the ME overview is hidden', () => {
    expect(landingPath({ features: hide, userContext: 'ME', role: 'staff' })).toBe('/my-participants');
  });

  it('keeps the overview in the recipient context and for participants', () => {
    expect(isOverviewHidden({ features: hide, userContext: 'RECIPIENT', role: 'staff' })).toBe(false);
    expect(isOverviewHidden({ features: new Set(hide), userContext: 'ME', role: 'participant' })).toBe(false);
  });
});

describe('inbox/outbox (§2.4)', () => {
  const caps = (inbox: boolean, outbox: boolean, outbox_groups: boolean) => ({
    inbox,
    outbox,
    outbox_groups,
  });
  it.each([
    [caps(true, true, true), '/inbox-outbox'],
    [caps(true, false, true), '/inbox-outbox'],
    [caps(true, false, false), '/inbox'],
    [caps(false, true, false), '/outbox'],
    [caps(false, false, true), '/outbox-groups'],
    [caps(false, false, false), null],
  ])('%j leads to %s', (capabilities, target) => {
    expect(inboxOutboxTarget(capabilities)).toBe(target);
  });

  it('redirects the combined page to the inbox when there is nothing to send from', () => {
    expect(inboxOutboxRedirect(caps(true, false, false))).toBe('/inbox');
    expect(inboxOutboxRedirect(caps(true, true, false))).toBeNull();
  });
});
