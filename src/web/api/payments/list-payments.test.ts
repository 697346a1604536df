import { describe, expect, it } from 'vitest';
import { paymentListQuerySchema } from '#shared/schemas/payments';
import { paymentParams } from './list-payments';

describe('paymentParams', () => {
  it('sends only page and size without filters', () => {
    expect(paymentParams({ page: 1, limit: 20 }).toString()).toBe('page=1&limit=20');
  });

  it("sends the client's id and every filter set, as the server's query reads them", () => {
    const params = paymentParams({
      clientId: 7,
      methodId: 2,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      limit: 50,
    });
    expect(paymentListQuerySchema.parse(Object.fromEntries(params))).toEqual({
      clientId: 7,
      methodId: 2,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      limit: 50,
    });
  });
});
