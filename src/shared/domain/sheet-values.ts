import { isIsoDate } from './business-time';
import { parsePesos } from './money';
import { searchKey } from './text-search';

// How a cell typed in a spreadsheet is read on import (docs/decisions/021): the way a Colombian
// shop writes dates and prices, whether the file is an .xlsx (real dates and numbers) or a CSV.

/** A cell as the reader hands it over: text, a number cell, or a date cell of an .xlsx. */
export type SheetCell = string | number | Date | null;

/** The cell as text (a number cell's digits, a date cell as dd/mm/aaaa), trimmed; '' when blank. */
export function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return isoOfDateCell(cell).split('-').reverse().join('/');
  if (typeof cell === 'number') return String(cell);
  return cell.trim();
}

/** An .xlsx date cell holds the calendar day at midnight UTC. */
const isoOfDateCell = (date: Date) => date.toISOString().slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar day: 5/1/2026 and 05-01-2026 are the 5th of January (dd/mm/aaaa, the Colombian
 * reading; aa means 20aa), 2026-01-05 as well. Answers YYYY-MM-DD, '' when blank, null when the
 * text is not a real date.
 */
export function parseSheetDate(cell: SheetCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoOfDateCell(cell);
  const text = cellText(cell);
  if (text === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (!local) return null;
  const year = local[3]!.length === 2 ? 2000 + Number(local[3]) : Number(local[3]);
  return checked(year, Number(local[2]), Number(local[1]));
}

function checked(year: number, month: number, day: number): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Whole pesos: '$ 15.000', '15000', '15.000,00' (parsePesos), '15,000' (thousands with a comma,
 * as an English spreadsheet writes them) or a number cell. '' when blank, null when not pesos.
 */
export function parseSheetPesos(cell: SheetCell): number | null | '' {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 ? cell : null;
  const text = cellText(cell);
  if (text === '') return '';
  const commaThousands = text.replace(/\$|COP|\s/gi, '');
  if (/^\d{1,3}(,\d{3})+$/.test(commaThousands)) return Number(commaThousands.replace(/,/g, ''));
  return parsePesos(text);
}

/** A phone as typed: dots and brackets dropped (the shared phone rules strip spaces and hyphens). */
export const sheetPhone = (cell: SheetCell) => cellText(cell).replace(/[.()]/g, '');

/** A word from a fixed list, read without accents or case ('Revendedor', 'OCUPADO'); null if unknown. */
export function sheetChoice<T extends string>(cell: SheetCell, choices: Record<string, T>): T | null {
  return choices[searchKey(cellText(cell))] ?? null;
}
