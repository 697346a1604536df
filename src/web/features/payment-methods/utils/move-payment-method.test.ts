import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '#shared/schemas/payments';
import { moveRequest } from './move-payment-method';

const method = (id: number, name: string, position: number): PaymentMethod => ({
  id,
  kind: 'nequi',
  name,
  holder: 'Ana Pérez',
  number: '300 123 4567',
  note: null,
  active: true,
  position,
});
// Positions as the server may hold them (gaps, ties): the place is the index in the list shown.
const list = [method(7, 'Nequi', 0), method(3, 'Bancolombia', 4), method(9, 'Efectivo', 4)];

describe('moveRequest', () => {
  it('sends the whole method with its new place in the list', () => {
    expect(moveRequest(list, 3, 'up')).toEqual({
      id: 3,
      values: {
        kind: 'nequi',
        name: 'Bancolombia',
        holder: 'Ana Pérez',
        number: '300 123 4567',
        note: null,
        active: true,
        position: 0,
      },
    });
    expect(moveRequest(list, 3, 'down')?.values.position).toBe(2);
  });

  it('does nothing at either end, nor for a method no longer listed', () => {
    expect(moveRequest(list, 7, 'up')).toBeNull();
    expect(moveRequest(list, 9, 'down')).toBeNull();
    expect(moveRequest(list, 42, 'up')).toBeNull();
  });
});
