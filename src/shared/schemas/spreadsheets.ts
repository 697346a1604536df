import { z } from './zod';
import { spreadsheetsMessages } from '../messages/spreadsheets';
import { listQuerySchema } from './list-query';

const m = spreadsheetsMessages;

export const SPREADSHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** ?format= of every export and template; CSV unless told, as the first exports were. */
export const formatField = { format: z.enum(SPREADSHEET_FORMATS, { error: m.invalidFormat }).default('csv') };
export const formatQuerySchema = z.object(formatField);

/** Query of a searchable list's export (Servicios, Clientes): its search and the format. */
export const searchExportQuerySchema = listQuerySchema.pick({ search: true }).extend(formatField);

export const IMPORT_KINDS = ['clients', 'accounts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindParamSchema = z.object({ kind: z.enum(IMPORT_KINDS, { error: m.invalidKind }) });

/** The biggest file an import takes, and the most data rows in it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

/** One data row of the file: its row number in the sheet, what it holds, and what is wrong. */
export const importRowSchema = z.object({
  row: z.number().int(),
  summary: z.string(),
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const createdSchema = z.object({
  clients: z.number().int(),
  accounts: z.number().int(),
  profiles: z.number().int(),
});

/** Answer of POST /api/import/{kind}/preview. */
export const importPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  rows: z.array(importRowSchema),
  /** Rows with at least one problem: the commit is refused while this is not 0. */
  rowsWithProblems: z.number().int(),
  /** What the commit would write. */
  willCreate: createdSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** Answer of POST /api/import/{kind}/commit. */
export const importResultSchema = z.object({ kind: z.enum(IMPORT_KINDS), created: createdSchema });
export type ImportResult = z.infer<typeof importResultSchema>;
