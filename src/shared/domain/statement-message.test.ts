import { describe, expect, it } from 'vitest';
import { statementDetail } from './statement-message';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('statementDetail', () => {
  it('writes one short line per statement line, with its sign', () => {
    const text = statementDetail([
      { date: '2026-11-05', description: 'Venta: Netflix', amount: 18000 },
      { date: '2026-11-10', description: 'Abono · Nequi', amount: -10000 },
    ]);
    expect(plain(text).split('\n')).toEqual([
      '05/11 Venta: Netflix +$ 18.000',
      '10/11 Abono · Nequi -$ 10.000',
    ]);
  });

  it('keeps the latest lines only, marking the ones left out', () => {
    const lines = Array.from({ length: 5 }, (_, i) => ({
      date: `2026-11-0${i + 1}`,
      description: `Venta ${i + 1}`,
      amount: 1000,
    }));
    const text = plain(statementDetail(lines, 2)).split('\n');
    expect(text).toEqual(['…', '04/11 Venta 4 +$ 1.000', '05/11 Venta 5 +$ 1.000']);
    expect(statementDetail([])).toBe('');
  });
});
