import { describe, expect, it } from 'vitest';
import { auditParams, type AuditQuery } from './get-audit';

const none: AuditQuery = { entity: '', entityId: '', userId: '', from: '', to: '', page: 1, limit: 10 };

describe('auditParams', () => {
  it('sends only page and size without filters', () => {
    expect(auditParams(none).toString()).toBe('page=1&limit=10');
  });

  it('sends every filter chosen', () => {
    const params = auditParams({
      ...none,
      entity: 'client',
      entityId: '12',
      userId: '3',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      limit: 25,
    });
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      limit: '25',
      entity: 'client',
      entityId: '12',
      userId: '3',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('leaves a record id out when no type is chosen (an id means nothing alone)', () => {
    expect(auditParams({ ...none, entityId: '12' }).has('entityId')).toBe(false);
  });
});
