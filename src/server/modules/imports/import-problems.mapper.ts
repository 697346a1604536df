import type { ZodError } from 'zod';
import type { ImportRow } from '#shared/schemas/spreadsheets';

// What preview and commit share: the rows with their problems, and what would be written.

export interface PlannedRows {
  rows: ImportRow[];
}

/** The messages of a failed zod check, once each. */
export const issuesOf = (error: ZodError) => [...new Set(error.issues.map((issue) => issue.message))];

/** Rows that have at least one problem. */
export const rowsWithProblems = (rows: ImportRow[]) => rows.filter((r) => r.problems.length > 0).length;

/** A row's problems, collected as the checks run. */
export class RowProblems {
  readonly problems: string[] = [];
  add(problem: string | null | undefined) {
    if (problem && !this.problems.includes(problem)) this.problems.push(problem);
  }
  get ok() {
    return this.problems.length === 0;
  }
}
