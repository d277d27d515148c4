import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/rules';
import { quickAccessItems, quickAccessMode } from './quick-access-items';
import type { QuickAccessInput } from './quick-access-items';

const ALL = new Set<string>(FEATURE_FLAGS.filter((f) => f !== 'quickAccess_HideNewNote'));
const input = (over: Partial<QuickAccessInput> = {}): QuickAccessInput => ({
  features: ALL,
  timeTracking: true,
  role: 'staff',
  userContext: 'RECIPIENT',
  restricted: false,
  isDevelopment: false,
  ...over,
});
const ids = (over: Partial<QuickAccessInput> = {}) => quickAccessItems(input(over)).map((item) => item.id);

describe('quick access (§2.4)', () => {
  it('offers the advisor every action, each with its dialog state', () => {
    expect(quickAccessItems(input()).map((i) => [i.id, i.dialog])).toEqual([
      ['newNote', 'QUESTIONNAIRE'],
      ['registerTime', 'CALENDAR'],
      ['newEvent', 'CALENDAR'],
      ['newTask', 'CALENDAR'],
      ['share', 'QUESTIONNAIRE'],
      ['newChat', 'MESSAGE'],
    ]);
  });

  it('differs for a recipient (participant) and for the advisor in the ME context', () => {
    expect(quickAccessMode('participant')).toBe('recipient');
    expect(ids({ role: 'participant', userContext: 'ME' })).toEqual([
      'newNote',
      'newEvent',
      'newTask',
      'newChat',
    ]);
    expect(ids({ userContext: 'ME' })).not.toContain('share');
  });

  it('hides new note by its flag and share under the access restriction', () => {
    expect(ids({ features: new Set([...ALL, 'quickAccess_HideNewNote']) })).not.toContain('newNote');
    expect(ids({ restricted: true })).not.toContain('share');
  });

  it('shows add to group in development only, disabled', () => {
    expect(ids()).not.toContain('addToGroup');
    expect(quickAccessItems(input({ isDevelopment: true })).at(-1)).toMatchObject({
      id: 'addToGroup',
      disabled: true,
    });
  });
});
