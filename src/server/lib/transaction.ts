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
