import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { formatDisplayDate } from '#shared/domain/business-time';
import type { SpreadsheetFormat } from '#shared/schemas/spreadsheets';
import { EXCEL_CSV_OPTIONS, inertInSpreadsheet } from './csv';

// Every list export and import template is written here from one column definition, as .xlsx
// (real date and number cells) or as the CSV for Excel of lib/csv.ts. Rows arrive page by page
// and leave as they are written, so a 100 000-account export never sits whole in memory.

/** text as it is; date YYYY-MM-DD (or null); money whole pesos; number a plain count. */
export type ColumnKind = 'text' | 'date' | 'money' | 'number';

export interface Column<T> {
  header: string;
  kind?: ColumnKind;
  value: (row: T) => string | number | null | undefined;
  /** Width in characters in the .xlsx (CSV has none). */
  width?: number;
}

/** Excel's formats: pesos as `$ 15.000` (es-CO groups with a dot), days as dd/mm/aaaa. */
const MONEY_FORMAT = '"$" #,##0';
const DATE_FORMAT = 'dd/mm/yyyy';

/**
 * Pages of rows read one after the other, `read(offset, limit)` until a short page, each turned
 * into the file's rows by `lines` (one account gives a line per profile).
 */
export async function* pagesOf<S, T = S>(
  read: (offset: number, limit: number) => Promise<S[]>,
  { limit = 500, lines }: { limit?: number; lines?: (page: S[]) => Promise<T[]> } = {},
): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += limit) {
    const page = await read(offset, limit);
    if (page.length > 0) yield lines ? await lines(page) : (page as unknown as T[]);
    if (page.length < limit) return;
  }
}

const dateCell = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

function xlsxValue<T>(column: Column<T>, row: T) {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'date') return dateCell(String(value));
  return value;
}

function csvValue<T>(column: Column<T>, row: T) {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'date') return formatDisplayDate(String(value));
  return typeof value === 'string' ? inertInSpreadsheet(value) : value;
}

export interface SheetSpec<T> {
  columns: readonly Column<T>[];
  pages: AsyncIterable<T[]>;
  /** The .xlsx worksheet's name. */
  sheetName: string;
  /** Extra worksheets after the data (a template's instructions): title and lines of text. */
  notes?: { sheetName: string; lines: readonly string[] };
}

async function writeXlsx<T>(out: PassThrough, spec: SheetSpec<T>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(12, column.header.length + 2),
    style:
      column.kind === 'money'
        ? { numFmt: MONEY_FORMAT }
        : column.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of spec.pages) {
    for (const row of page) sheet.addRow(spec.columns.map((column) => xlsxValue(column, row))).commit();
  }
  sheet.commit();
  if (spec.notes) {
    const notes = workbook.addWorksheet(spec.notes.sheetName);
    notes.getColumn(1).width = 110;
    for (const line of spec.notes.lines) notes.addRow([line]).commit();
    notes.commit();
  }
  await workbook.commit();
}

async function writeCsv<T>(out: PassThrough, spec: SheetSpec<T>) {
  const csv = stringify({ ...EXCEL_CSV_OPTIONS, columns: spec.columns.map((c) => c.header) });
  csv.pipe(out);
  const done = new Promise<void>((resolve, reject) => {
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  for await (const page of spec.pages) {
    for (const row of page) {
      // Respect back-pressure: a slow download pauses the reading of pages.
      if (!csv.write(spec.columns.map((column) => csvValue(column, row))))
        await new Promise((resolve) => csv.once('drain', resolve));
    }
  }
  csv.end();
  await done;
}

/** The file as a stream; a failure half-way (the database went away) ends it with that error. */
export function spreadsheetStream<T>(format: SpreadsheetFormat, spec: SheetSpec<T>): Readable {
  const out = new PassThrough();
  (format === 'xlsx' ? writeXlsx(out, spec) : writeCsv(out, spec)).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Answers the file as a download named `<baseName>.<format>` (ASCII). */
export function sendSpreadsheet<T>(
  reply: FastifyReply,
  format: SpreadsheetFormat,
  baseName: string,
  spec: SheetSpec<T>,
) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .header('cache-control', 'no-store')
    .send(spreadsheetStream(format, spec));
}

/** Rows already in memory (a template's examples) as pages. */
export async function* onePage<T>(rows: T[]) {
  yield rows;
}
