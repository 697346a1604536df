import { describe, expect, it } from 'vitest';
import { cellText, parseSheetDate, parseSheetPesos, sheetChoice } from './sheet-values';

describe('parseSheetDate', () => {
  it.each([
    ['5/1/2026', '2026-01-05'],
    ['05/01/2026', '2026-01-05'],
    ['5-1-26', '2026-01-05'],
    ['2026-01-05', '2026-01-05'],
    ['2026-1-5', '2026-01-05'],
    [new Date(Date.UTC(2026, 0, 5)), '2026-01-05'],
    ['', ''],
    [null, ''],
  ])('reads %j as %j (dd/mm/aaaa, the Colombian reading)', (cell, iso) => {
    expect(parseSheetDate(cell)).toBe(iso);
  });

  it.each(['31/02/2026', '13/13/2026', 'mañana', '2026/01/05', '5 de enero'])('refuses %j', (cell) => {
    expect(parseSheetDate(cell)).toBeNull();
  });
});

describe('parseSheetPesos', () => {
  it.each([
    ['$ 15.000', 15000],
    ['15000', 15000],
    ['15.000,00', 15000],
    ['$15,000', 15000],
    [15000, 15000],
    ['', ''],
  ])('reads %j as %j', (cell, pesos) => {
    expect(parseSheetPesos(cell)).toBe(pesos);
  });

  it.each(['15,5', '15.5', 'quince mil', 15.5, -1])('refuses %j', (cell) => {
    expect(parseSheetPesos(cell)).toBeNull();
  });
});

it('reads choices without accents or case, and number cells as their digits', () => {
  expect(sheetChoice(' REVENDEDOR ', { revendedor: 'revendedor' })).toBe('revendedor');
  expect(sheetChoice('mayorista', { revendedor: 'revendedor' })).toBeNull();
  expect(cellText(3001234567)).toBe('3001234567');
});
