import { describe, expect, it } from 'vitest';
import { totalsOf } from './movement-totals';

describe('totalsOf', () => {
  it('counts ventas and renovaciones as sales and takes cancelaciones off the income', () => {
    expect(
      totalsOf([
        { type: 'venta', amount: 15000 },
        { type: 'renovacion', amount: 20000 },
        { type: 'venta', amount: 10001 },
        { type: 'cancelacion', amount: 5000 },
      ]),
    ).toEqual({
      totalSales: 3,
      grossSales: 45001,
      cancellations: 1,
      cancelledAmount: 5000,
      totalIncome: 40001,
      avgTicket: 15000,
      totalMovements: 4,
    });
  });

  it('answers zeros without sales, and income may go below zero', () => {
    expect(totalsOf([])).toMatchObject({ totalSales: 0, totalIncome: 0, avgTicket: 0, totalMovements: 0 });
    expect(totalsOf([{ type: 'cancelacion', amount: 8000 }])).toMatchObject({
      totalSales: 0,
      totalIncome: -8000,
      avgTicket: 0,
    });
  });
});
