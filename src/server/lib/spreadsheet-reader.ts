import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { type SheetCell } from '#shared/domain/sheet-values';
import { searchKey } from '#shared/domain/text-search';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { MAX_IMPORT_ROWS } from '#shared/schemas/spreadsheets';
import { AppError } from './app-error';
import { unpackedZipSize } from './zip-size';

// Reads an uploaded spreadsheet, recognised by its bytes rather than its name: an .xlsx is a zip
// (PK), anything else must be text and is read as CSV (docs/decisions/021).

const m = spreadsheetsMessages;

/** A data row: its number in the sheet (the title row is 1 when it is the first) and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Record<string, SheetCell>;
}

/** A column the import knows: its key, and the titles (compared by searchKey) it may carry. */
export interface ColumnSpec {
  key: string;
  titles: readonly string[];
  required?: boolean;
}

type RawRow = { row: number; cells: SheetCell[] };

/**
 * What an .xlsx may hold unpacked. A real sheet of MAX_IMPORT_ROWS rows is a few MB; past this,
 * exceljs would build the whole thing in memory before the row count could refuse it.
 */
export const MAX_UNPACKED_MB = 50;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

export async function readSpreadsheet(bytes: Buffer, columns: readonly ColumnSpec[]): Promise<SheetRow[]> {
  const raw = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  const nonBlank = raw.filter((r) => r.cells.some((cell) => !isBlank(cell)));
  const [header, ...data] = nonBlank;
  if (!header) throw new AppError(400, m.noHeader);
  const keys = columnKeys(header.cells, columns);
  if (data.length === 0) throw new AppError(400, m.noRows);
  if (data.length > MAX_IMPORT_ROWS) throw new AppError(400, m.tooManyRows(MAX_IMPORT_ROWS));
  return data.map(({ row, cells }) => ({
    row,
    cells: Object.fromEntries(keys.flatMap((key, i) => (key ? [[key, cells[i] ?? null]] : []))),
  }));
}

const isBlank = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Which known column each title names (unknown ones are ignored); a missing required one is refused. */
function columnKeys(titles: SheetCell[], columns: readonly ColumnSpec[]): (string | null)[] {
  const keys = titles.map((title) => {
    const key = searchKey(String(title ?? '').replace(/[*:]/g, ''));
    return columns.find((c) => c.titles.some((t) => searchKey(t) === key))?.key ?? null;
  });
  const missing = columns.filter((c) => c.required && !keys.includes(c.key)).map((c) => c.titles[0]!);
  if (missing.length > 0) throw new AppError(400, m.missingColumns(missing));
  return keys;
}

async function readXlsx(bytes: Buffer): Promise<RawRow[]> {
  const unpacked = unpackedZipSize(bytes);
  if (unpacked === null) throw new AppError(400, m.unreadable);
  if (unpacked > MAX_UNPACKED_MB * 1024 * 1024) throw new AppError(400, m.tooLargeUnpacked(MAX_UNPACKED_MB));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, m.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(400, m.noHeader);
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
  });
  return rows;
}

/** exceljs's value of a cell as text, number or date: rich text, links and formulas by what they show. */
function cellValue(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

function readCsv(bytes: Buffer): RawRow[] {
  if (bytes.subarray(0, 4).equals(OLE)) throw new AppError(400, m.oldExcel);
  if (bytes.includes(0)) throw new AppError(400, m.notSpreadsheet);
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch {
    throw new AppError(400, m.unreadable);
  }
  return records.map((cells, i) => ({ row: i + 1, cells: cells.map(uninert) }));
}

/** UTF-8 (with or without BOM); else Windows-1252, which Excel's plain "CSV" writes in Colombia. */
function decode(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** ';' (Excel in es-CO), ',' or a tab: whichever the title row has most of. */
function delimiterOf(text: string) {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Our own exports put an apostrophe before a cell Excel could run (+57…): read it back without. */
const uninert = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
