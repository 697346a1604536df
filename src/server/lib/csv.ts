import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

// CSV the way Excel in es-CO opens it: ';' as the column separator (',' is the decimal mark
// there) and a BOM so it reads UTF-8 (ñ, tildes). Every export of the app goes through here.

/**
 * A cell Excel will not run: text starting with = + - @ (or a tab or carriage return) would be
 * read as a formula, so it gets a leading apostrophe (OWASP's advice for CSV injection).
 */
export const inertInSpreadsheet = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** csv-stringify's settings for every CSV the app writes (whole files here, streams in spreadsheet.ts). */
export const EXCEL_CSV_OPTIONS = {
  bom: true,
  delimiter: ';',
  record_delimiter: '\r\n',
  header: true,
  quoted_string: false,
} as const;

/** The file: a header row, then one row per record; text cells made inert, numbers as they are. */
export function excelCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? inertInSpreadsheet(cell) : cell))),
    { ...EXCEL_CSV_OPTIONS, columns: [...header] },
  );
}

/** Answers a CSV as a download named `filename` (ASCII). */
export const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
