import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, fieldChanges, isAuditAction } from './audit.ts';

describe('fieldChanges', () => {
  it('lists the fields that differ, old → new, in the order given', () => {
    const before = { name: 'Marina Gate 2', price: 2_100_000, pool: false, view: null as string | null };
    const after = { name: 'Marina Gate 2', price: 1_950_000, pool: true, view: 'Sea view' };
    expect(fieldChanges(before, after, ['view', 'name', 'price', 'pool'])).toEqual([
      { field: 'view', from: null, to: 'Sea view' },
      { field: 'price', from: 2_100_000, to: 1_950_000 },
      { field: 'pool', from: false, to: true },
    ]);
  });

  it('takes an empty text and an empty value for the same', () => {
    expect(fieldChanges({ a: '' as string | null }, { a: null }, ['a'])).toEqual([]);
  });
});

describe('audit actions', () => {
  it('knows its actions and nothing else', () => {
    expect(isAuditAction('listing_edited')).toBe(true);
    expect(isAuditAction('toString')).toBe(false);
    expect(AUDIT_ACTIONS.login_failed).toBe('Failed login');
  });
});
