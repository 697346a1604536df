import type { AppContext, Tx, TxContext } from '../app-context';

/** What runs at the end of each open transaction, before it commits (see beforeCommit). */
const commitTasks = new WeakMap<Tx, (() => Promise<void>)[]>();

/**
 * Runs `work` in one transaction with a context bound to it (docs/decisions/009). A context that
 * is already in a transaction is joined rather than nested, so a service can be called on its
 * own (it opens the transaction) or from another module's service (it joins the caller's): a sale
 * that updates the profile, inserts the movement and touches the account commits as one.
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: TxContext) => Promise<T>): Promise<T> {
  if (isTxContext(ctx)) return work(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const tasks: (() => Promise<void>)[] = [];
    commitTasks.set(trx, tasks);
    const result = await work({ ...ctx, db: trx });
    // A task may queue another (it reads the array's length each time round).
    for (let i = 0; i < tasks.length; i += 1) await tasks[i]!();
    commitTasks.delete(trx);
    return result;
  });
}

/**
 * Runs `task` when the work of the transaction `tx` belongs to is done, just before it commits; a
 * task that throws rolls the whole transaction back. It lets a module write its share of many
 * changes once and in a fixed order (the renewal totals, docs/decisions/038): rows that every
 * transaction writes only there, in one global order, cannot be part of a deadlock on PostgreSQL.
 */
export function beforeCommit(tx: TxContext, task: () => Promise<void>) {
  const tasks = commitTasks.get(tx.db);
  // A transaction opened some other way would never run the task: refuse rather than lose it.
  if (!tasks) throw new Error('beforeCommit needs a transaction opened by inTransaction');
  tasks.push(task);
}

export function isTxContext(ctx: AppContext): ctx is TxContext {
  return ctx.db.isTransaction;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
const isRetryable = (error: unknown) =>
  ['40P01', '40001'].includes(String((error as { code?: unknown }).code));

/**
 * inTransaction, run again (up to 3 times in all) when PostgreSQL aborted it as the victim of a
 * deadlock: nothing of it was written, so running it again is safe. A context already in a
 * transaction is joined as inTransaction does, and then not retried (the caller's is aborted).
 */
export async function inRetriedTransaction<T>(
  ctx: AppContext,
  work: (tx: TxContext) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTransaction(ctx, work);
    } catch (error) {
      if (isTxContext(ctx) || attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
