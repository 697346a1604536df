import type { HTMLAttributes, Key, ReactNode } from 'react';
import clsx from 'clsx';
import { listUi } from '#shared/messages/common';
import { Table, Td, Th } from './table';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * `start`: the column that names the row, pinned left on phones; `end`: the actions, pinned
   * right. When a table is wider than the screen it scrolls sideways and these stay in view, so
   * every action shows whose row it is.
   */
  pin?: 'start' | 'end';
  /** `end` for numbers and for the actions. */
  align?: 'start' | 'end';
  /** Left out on phones, where the row's pinned cell shows what matters of it instead. */
  hiddenOnPhone?: boolean;
  className?: string;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;

export interface DataTableProps<T> {
  /** The table's accessible name (the screen's title). */
  label: string;
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  rowKey: (row: T) => Key;
  /** Numbers the rows from `offset + 1` in a first column, hidden on phones. */
  numbering?: { header: string; offset: number };
  /** A row to notice (an expired user): red, its pinned cells tinted the same. */
  rowTone?: (row: T) => 'danger' | undefined;
  rowAttributes?: (row: T) => RowAttributes;
}

const pinClass = {
  start: 'sticky left-0 z-10 bg-surface sm:static sm:z-auto',
  end: 'sticky right-0 z-10 bg-surface shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.35)]',
} as const;
// Pinned cells are opaque; a danger row's pinned cells mix in the same red as the rest of the row.
const dangerPinnedClass = 'bg-[color-mix(in_srgb,var(--cc-danger)_10%,var(--cc-surface))]!';
const phoneHiddenClass = 'hidden sm:table-cell';
const indexClass = phoneHiddenClass;

/** A table declared by its columns; the list's loading, empty and error states are ListScreen's. */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  numbering,
  rowTone,
  rowAttributes,
}: DataTableProps<T>) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {numbering && <Th className={clsx('w-12', indexClass)}>{numbering.header}</Th>}
          {columns.map((column) => (
            <Th
              key={column.id}
              className={clsx(
                column.align === 'end' && 'text-right',
                column.pin && pinClass[column.pin],
                column.hiddenOnPhone && phoneHiddenClass,
              )}
            >
              {column.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const danger = rowTone?.(row) === 'danger';
          return (
            <tr
              key={rowKey(row)}
              className={danger ? 'bg-danger/10 text-danger' : 'hover:bg-surface-2/50'}
              {...rowAttributes?.(row)}
            >
              {numbering && (
                <Td className={clsx('tabular-nums', danger ? 'opacity-80' : 'text-muted', indexClass)}>
                  {numbering.offset + index + 1}
                </Td>
              )}
              {columns.map((column) => (
                <Td
                  key={column.id}
                  className={clsx(
                    column.align === 'end' && 'text-right',
                    column.pin && pinClass[column.pin],
                    column.pin && danger && dangerPinnedClass,
                    column.hiddenOnPhone && phoneHiddenClass,
                    column.className,
                  )}
                >
                  {column.pin === 'end' ? (
                    <div className="flex justify-end gap-1">{column.cell(row)}</div>
                  ) : (
                    column.cell(row)
                  )}
                </Td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The Acciones column: pinned right, its cell the row's action buttons. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): DataTableColumn<T> {
  return { id: 'actions', header: listUi.actions, cell, pin: 'end', align: 'end' };
}
