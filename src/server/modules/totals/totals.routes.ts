import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalsSchema } from '#shared/schemas/totals';
import type { Db } from '../../app-context';
import { requireSection } from '../../plugins/auth-guards';

async function countRows(db: Db, table: 'services' | 'clients' | 'accounts' | 'movements') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const totalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/totals',
    { preHandler: requireSection('dashboard'), schema: { response: { 200: totalsSchema } } },
    async () => {
      const [services, clients, accounts, movements] = await Promise.all([
        countRows(db, 'services'),
        countRows(db, 'clients'),
        countRows(db, 'accounts'),
        countRows(db, 'movements'),
      ]);
      return { services, clients, accounts, movements };
    },
  );
};
