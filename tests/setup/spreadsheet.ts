import ExcelJS from 'exceljs';
import { multipartFile } from './multipart';

type Cell = string | number | Date | null;

/** An .xlsx holding `rows` on its first sheet, as a spreadsheet program would save it. */
export async function xlsxOf(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The first sheet of an .xlsx answer, row by row, cells as exceljs reads them (1-based rows). */
export async function readXlsx(
  data: Buffer,
): Promise<{ sheet: ExcelJS.Worksheet; rows: ExcelJS.CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

/** A CSV file as Excel in es-CO saves it: ';' between cells, CRLF, UTF-8 with BOM unless told. */
export const csvOf = (rows: string[][], { bom = true } = {}) =>
  Buffer.from((bom ? '\uFEFF' : '') + rows.map((r) => r.join(';')).join('\r\n'));

/** The multipart body of an import upload (field `file`). */
export const uploadOf = (data: Buffer, filename = 'datos.xlsx') =>
  multipartFile('file', filename, 'application/octet-stream', data);
