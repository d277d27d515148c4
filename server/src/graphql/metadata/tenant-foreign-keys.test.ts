import { describe, expect, it } from 'vitest';
import { withoutTenantPair } from './tenant-foreign-keys';

describe('tenant-scoped foreign keys in the model', () => {
  it('derives relationships from the key without its tenant pair', () => {
    const fk = {
      name: 'chat_members_chat_id_fkey',
      columns: ['customer_id', 'chat_id'],
      refSchema: 'public',
      refTable: 'chats',
      refColumns: ['customer_id', 'id'],
    };
    expect(withoutTenantPair(fk, 'customer_id')).toEqual({ ...fk, columns: ['chat_id'], refColumns: ['id'] });
  });

  it('keeps the tenant key itself and keys whose tenant columns do not pair up', () => {
    const own = {
      name: 'x_customer_id_fkey',
      columns: ['customer_id'],
      refSchema: 'public',
      refTable: 'customers',
      refColumns: ['id'],
    };
    expect(withoutTenantPair(own, 'customer_id')).toBe(own);
    const other = { ...own, columns: ['customer_id', 'a'], refColumns: ['id', 'b'] };
    expect(withoutTenantPair(other, 'customer_id')).toBe(other);
  });
});
