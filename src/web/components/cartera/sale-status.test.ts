import { describe, expect, it } from 'vitest';
import { carteraMessages } from '#shared/messages/cartera';
import { ApiError } from '@/lib/api-error';
import { isOverLimit, saleStatus } from './sale-status';

describe('saleStatus', () => {
  it('is pagado without a client, whatever was picked', () => {
    expect(saleStatus(null, { clientId: null, status: 'pendiente' }, undefined)).toBe('pagado');
  });

  it("follows the client's terms until the user picks", () => {
    expect(saleStatus(4, null, 'credito')).toBe('pendiente');
    expect(saleStatus(4, null, 'contado')).toBe('pagado');
    expect(saleStatus(4, null, undefined)).toBe('pagado');
  });

  it('keeps what the user picked for that client, and forgets it for another', () => {
    const picked = { clientId: 4, status: 'pagado' as const };
    expect(saleStatus(4, picked, 'credito')).toBe('pagado');
    expect(saleStatus(5, picked, 'credito')).toBe('pendiente');
  });
});

describe('isOverLimit', () => {
  const refusal = carteraMessages.overLimit('Ana', 90_000, 100_000, 20_000);

  it("recognises the server's credit-limit refusal", () => {
    expect(isOverLimit(new ApiError(409, refusal))).toBe(true);
  });

  it('is not another conflict, nor the same text with another status', () => {
    expect(isOverLimit(new ApiError(409, 'El perfil cambió mientras tanto.'))).toBe(false);
    expect(isOverLimit(new ApiError(400, refusal))).toBe(false);
    expect(isOverLimit(new Error(refusal))).toBe(false);
  });
});
