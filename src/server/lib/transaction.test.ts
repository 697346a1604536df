import { describe, expect, it } from 'vitest';
import { insertService } from '#tests/factories/catalog.factory';
import { useTestApp } from '#tests/setup/test-app';
import { beforeCommit, inTransaction } from './transaction';

const t = useTestApp({ resetEachTest: true });
const ctx = () => t.app.ctx;
const serviceNames = async () =>
  (await ctx().db.selectFrom('services').select('name').orderBy('name').execute()).map((s) => s.name);

describe('beforeCommit', () => {
  it('runs the tasks after the work, in the order queued, inside the transaction', async () => {
    const steps: string[] = [];
    const answer = await inTransaction(ctx(), async (tx) => {
      beforeCommit(tx, async () => {
        steps.push('first');
        await insertService(tx.db, { name: 'Desde la tarea' });
        // A task may queue another: it runs too, before the commit.
        beforeCommit(tx, async () => {
          steps.push('queued by a task');
        });
      });
      // A service joined to the transaction queues on the same one.
      await inTransaction(tx, async (joined) => {
        beforeCommit(joined, async () => {
          steps.push('second');
        });
      });
      steps.push('work done');
      return 'respuesta';
    });
    expect(answer).toBe('respuesta');
    expect(steps).toEqual(['work done', 'first', 'second', 'queued by a task']);
    expect(await serviceNames()).toEqual(['Desde la tarea']);
  });

  it('rolls the whole transaction back when a task throws', async () => {
    await expect(
      inTransaction(ctx(), async (tx) => {
        await insertService(tx.db, { name: 'Del trabajo' });
        beforeCommit(tx, async () => {
          throw new Error('falla la tarea');
        });
      }),
    ).rejects.toThrow('falla la tarea');
    expect(await serviceNames()).toEqual([]);
  });

  it('refuses a transaction it would never see commit', async () => {
    await expect(
      ctx()
        .db.transaction()
        .execute(async (trx) => beforeCommit({ ...ctx(), db: trx }, async () => {})),
    ).rejects.toThrow('beforeCommit needs a transaction opened by inTransaction');
  });

  it('leaves no task behind for the next transaction', async () => {
    let runs = 0;
    await inTransaction(ctx(), async (tx) => {
      beforeCommit(tx, async () => {
        runs += 1;
      });
    });
    await inTransaction(ctx(), async () => {});
    expect(runs).toBe(1);
  });
});
