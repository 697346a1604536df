import type { AppContext, TxContext } from '../app-context';

/**
 * Runs `work` in one transaction with a context bound to it (docs/decisions/009). A context that
 * is already in a transaction is joined rather than nested, so a service can be called on its
 * own (it opens the transaction) or from another module's service (it joins the caller's): a sale
 * that updates the profile, inserts the movement and touches the account commits as one.
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: TxContext) => Promise<T>): Promise<T> {
  if (isTxContext(ctx)) return work(ctx);
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
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
