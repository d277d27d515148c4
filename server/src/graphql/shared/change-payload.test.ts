import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_MISSED } from '../../db/database';
import { changedTable, parseChange } from './change-payload';

describe('the change feed payload (migrations 0020 and 0401)', () => {
  it('reads a bare table name as "anything in it may have changed"', () => {
    expect(parseChange('tasks')).toEqual({ table: 'tasks' });
    expect(parseChange(NOTIFICATIONS_MISSED)).toEqual({ table: NOTIFICATIONS_MISSED });
    expect(changedTable('tasks')).toBe('tasks');
  });

  it('reads the keys of the changed rows and the columns an update changed', () => {
    const change = parseChange(
      'chat_members:{"keys":{"chat_id":["5"],"added_by":null},"cols":["unseen_count"]}',
    );
    expect(change.table).toBe('chat_members');
    expect(change.keys).toEqual({ chat_id: ['5'], added_by: null });
    expect([...(change.columns ?? [])]).toEqual(['unseen_count']);
    expect(parseChange('chats:{"keys":{"id":["1"]},"cols":null}').columns).toBeUndefined();
    expect(changedTable('chats:{"keys":{}}')).toBe('chats');
  });

  it('falls back to the table alone for a payload it cannot read', () => {
    expect(parseChange('chats:{not json')).toEqual({ table: 'chats' });
  });
});
