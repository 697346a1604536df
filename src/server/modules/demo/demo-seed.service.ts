import { accountInputSchema } from '#shared/schemas/accounts';
import { clientInputSchema } from '#shared/schemas/clients';
import { planInputSchema } from '#shared/schemas/plans';
import { serviceInputSchema } from '#shared/schemas/services';
import type { AppContext, TxContext } from '../../app-context';
import { chunks } from '../../lib/chunks';
import { inTransaction } from '../../lib/transaction';
import { addDays } from '#shared/domain/expiry';
import { changesBetween } from '#shared/domain/audit';
import { importAccounts, type AccountImport } from '../accounts/batch/account-batch.service';
import { profileEntry } from '../accounts/account-audit.mapper';
import { todayOf } from '../accounts/account-context.service';
import { recordPastAudit, type PastAuditEntry } from '../audit/audit.service';
import { importClients } from '../clients/client.service';
import { importMovements, type MovementRecord } from '../movements/movement.service';
import { seedCartera } from './demo-cartera.service';
import { seedComboSales, seedWholeAccountSales } from './demo-sales.service';
import { firstLogId, remindTerms, syncLogSequence } from './demo-reminders.service';
import {
  importRenewalTerms,
  rebuildRenewalTotals,
  type RenewalTermRecord,
} from '../reports/renewal-outcome.service';
import { createPlan } from '../plans/plan.service';
import { createService } from '../services/service.service';
import { demoAccounts, resellerPrice, type DemoAccount, type DemoProfile } from './demo-accounts.data';
import { DEMO_SERVICES, demoPlansOf } from './demo-catalog.data';
import { demoClients, type DemoClient } from './demo-clients.data';
import { salesLeadingTo } from './demo-movements.data';
import { demoPlan } from './demo-plan.data';
import { DemoRandom } from './demo-random.data';
import { plantProblems } from './demo-problems.service';
import { createDemoStaff, type DemoStaffMember } from './demo-staff.service';
import {
  analyzeAfterLoad,
  countBusinessRows,
  wipeBusinessData,
  type BusinessRowCounts,
} from './demo.repository';

export interface DemoSeedOptions {
  scale: number;
  seed: string;
  /** Empty the shop's data first instead of refusing a database that holds some. */
  force: boolean;
  /** Plant one example of each kind of bad data the Revisión de datos finds (decision 053). */
  withProblems?: boolean;
}

export interface DemoSeedResult {
  counts: BusinessRowCounts;
  staff: DemoStaffMember[];
}

/** The database already holds the shop's data and --force was not given. */
export class DemoSeedRefused extends Error {}

// Accounts written per round trip: a few thousand rows per statement, memory kept flat at scale 10.
const ACCOUNTS_PER_BATCH = 500;
/**
 * History lines of the last days are written after every batch, oldest first: the histories, the
 * Auditoría and the Panel de Control's latest assignments read the trail newest first by id, so
 * the shop's latest ones need the highest ids. Older lines go in with their batch (in order
 * within an account).
 */
const RECENT_EVENT_DAYS = 7;

/**
 * Fills the database with the demo shop, through the services' own row builders (search keys,
 * E.164 phones, the accounts' summary columns, the search index), in one transaction: all or
 * nothing, and on SQLite a single commit. The same seed and day give the same data.
 */
export async function seedDemo(ctx: AppContext, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const existing = await countBusinessRows(ctx.db);
  const held = Object.values(existing).some((n) => n > 0);
  if (held && !options.force) throw new DemoSeedRefused(refusal(existing));
  const staff = await inTransaction(ctx, async (tx) => {
    if (held) await wipeBusinessData(tx.db, tx.dialect);
    const { members, sellers } = await createDemoStaff(tx);
    const services = await fillShop(tx, options, sellers);
    if (options.withProblems) await plantProblems(tx, services);
    return members;
  });
  await analyzeAfterLoad(ctx.db, ctx.dialect);
  return { counts: await countBusinessRows(ctx.db), staff };
}

function refusal(c: BusinessRowCounts) {
  return (
    `La base de datos ya tiene datos (${c.services} servicios, ${c.clients} clientes, ` +
    `${c.accounts} cuentas, ${c.movements} movimientos). Los datos de demostración solo se cargan en ` +
    'una base vacía; usa --force para borrar esos datos (los usuarios se conservan) y cargarlos.'
  );
}

async function fillShop(tx: TxContext, options: DemoSeedOptions, staff: DemoStaffMember[]) {
  const plan = demoPlan(options.scale);
  const today = todayOf(tx);
  const services = [];
  for (const s of DEMO_SERVICES) {
    const service = await createService(
      tx,
      null,
      serviceInputSchema.parse({ name: s.name, url: s.url, price: s.price, maxProfiles: s.maxProfiles }),
    );
    // Beside its "1 mes", what Colombian shops sell: 27 days and 3 months (docs/decisions/039).
    for (const plan of demoPlansOf(s)) await createPlan(tx, null, service.id, planInputSchema.parse(plan));
    services.push(service);
  }
  const clients = demoClients(new DemoRandom(options.seed, 'clients'), plan.clients);
  const clientIds: number[] = [];
  for (const batch of chunks(clients, 1000)) {
    clientIds.push(
      ...(await importClients(
        tx,
        batch.map((c) => clientInputSchema.parse(c)),
      )),
    );
  }
  const shop: Shop = { services, clients, clientIds, staff, today, now: tx.now().toISOString() };
  const history = new DemoRandom(options.seed, 'movements');
  const releases = new DemoRandom(options.seed, 'releases');
  const reminders = new DemoRandom(options.seed, 'reminders');
  let nextLogId = await firstLogId(tx);
  const recentSince = addDays(today, -RECENT_EVENT_DAYS);
  const recentEvents: DemoEvent[] = [];
  let batch: DemoAccount[] = [];
  const flush = async () => {
    // The accounts' history is the year of sales below, not an import line dated today.
    const imported = await importAccounts(
      tx,
      batch.map((a) => accountInput(a, shop)),
      'unrecorded',
    );
    const lives = batch.flatMap((account, i) =>
      account.profiles.map((profile, p) =>
        historyOf(history, releases, shop, account, profile, {
          accountId: imported[i]!.id,
          profileId: imported[i]!.profileIds[p]!,
        }),
      ),
    );
    await importMovements(
      tx,
      lives.flatMap((l) => l.movements),
    );
    const terms = lives.flatMap((l) => l.terms);
    nextLogId = await remindTerms(tx, reminders, staff, terms, { today, nextId: nextLogId });
    await importRenewalTerms(tx, terms);
    const events = lives.flatMap((l) => l.events).sort(byCreatedAt);
    await recordEvents(
      tx,
      events.filter((e) => e.createdAt < recentSince),
    );
    recentEvents.push(...events.filter((e) => e.createdAt >= recentSince));
    batch = [];
  };
  for (const account of demoAccounts(new DemoRandom(options.seed, 'accounts'), plan, clients, today)) {
    batch.push(account);
    if (batch.length === ACCOUNTS_PER_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await recordEvents(tx, recentEvents.sort(byCreatedAt));
  await syncLogSequence(tx);
  // The steps below read what was just loaded. Inside this transaction PostgreSQL's autovacuum
  // cannot have counted those rows yet, so its plans were made for empty tables: at scale 1 the
  // read of the resellers' sales took 5.5 s, 80 ms after ANALYZE (docs/performance.md, fifteenth
  // pass).
  await analyzeAfterLoad(tx.db, tx.dialect);
  await seedCartera(tx, new DemoRandom(options.seed, 'cartera'), staff, today);
  const resellerIds = clients.flatMap((c, i) => (c.type === 'revendedor' ? [clientIds[i]!] : []));
  await seedWholeAccountSales(
    tx,
    new DemoRandom(options.seed, 'whole-accounts'),
    staff,
    services,
    resellerIds,
    options.scale,
  );
  await seedComboSales(tx, new DemoRandom(options.seed, 'combos'), staff, services, clientIds, options.scale);
  await rebuildRenewalTotals(tx);
  return services;
}

const byCreatedAt = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;

/** A line of a demo account's history, at the moment it happened (ISO). */
type DemoEvent = Omit<PastAuditEntry, 'at'> & { createdAt: string };

const recordEvents = (tx: TxContext, events: DemoEvent[]) =>
  recordPastAudit(
    tx,
    events.map(({ createdAt, ...entry }) => ({ ...entry, at: new Date(createdAt) })),
  );

interface Shop {
  services: { id: number; name: string; price: number }[];
  clients: DemoClient[];
  clientIds: number[];
  staff: DemoStaffMember[];
  today: string;
  /** The seed's current instant (ISO): nothing in the demo's past happens after it. */
  now: string;
}

/** The account as POST /api/accounts would receive it, checked by the same schema. */
function accountInput(account: DemoAccount, shop: Shop): AccountImport {
  const input = accountInputSchema.parse({
    serviceId: shop.services[account.service]!.id,
    username: account.username,
    password: account.password,
    observation: account.observation,
    providerCost: account.providerCost,
    providerRenewalDate: account.providerRenewalDate,
    profiles: account.profiles.map((p) => ({
      name: p.name,
      status: p.status,
      clientId: p.holder === null ? null : shop.clientIds[p.holder],
      pin: p.pin,
      expiryDate: p.expiryDate,
      color: p.color,
      observations: p.observations,
      customPrice: p.customPrice,
    })),
  });
  return input as AccountImport;
}

/**
 * The sales and renewals of a profile over the last year, for its current holder (up to its
 * expiry) or a past one: each for the price the app would have charged (the custom price, else
 * the service's; a reseller's 80 % for past holders who were resellers). The account's history
 * tells the same story as Asignar Perfil and Renovar would have: an assignment for each venta, a
 * renewal for each renovación (same amount, staff member and moment), and for a past holder the
 * release that freed the profile a few days after their last expiry.
 */
function historyOf(
  random: DemoRandom,
  releases: DemoRandom,
  shop: Shop,
  account: DemoAccount,
  profile: DemoProfile,
  ids: { accountId: number; profileId: number },
): {
  movements: (MovementRecord & { createdAt: string })[];
  events: DemoEvent[];
  terms: RenewalTermRecord[];
} {
  const holder = profile.holder ?? profile.pastHolder?.client ?? null;
  const until = profile.expiryDate ?? profile.pastHolder?.lastExpiry ?? null;
  if (holder === null || until === null) return { movements: [], events: [], terms: [] };
  const service = shop.services[account.service]!;
  const client = shop.clients[holder]!;
  const clientId = shop.clientIds[holder]!;
  const amount =
    profile.customPrice ??
    (profile.status === 'ocupado' || client.type !== 'revendedor'
      ? service.price
      : resellerPrice(service.price));
  const movements: (MovementRecord & { createdAt: string })[] = [];
  const events: DemoEvent[] = [];
  // Each sale opens a term due on its expiry; each renovación renews the open one (decision 038).
  const terms: RenewalTermRecord[] = [];
  const newTerm = (due: string, openedAt: string): RenewalTermRecord => ({
    profile_id: ids.profileId,
    service_id: service.id,
    client_id: clientId,
    due_date: due,
    price: amount,
    opened_at: openedAt,
    // Every column given: a bulk insert of rows with different keys would write nulls.
    renewed_movement_id: null,
    renewed_at: null,
    renewed_by: null,
    amount: 0,
    reminded_log_id: null,
    reminded_at: null,
    reminded_by: null,
    reminder_worked: 0,
  });
  const at = { id: ids.accountId, serviceName: service.name, username: account.username };
  const line = (
    entry: Parameters<typeof profileEntry>[2],
    actor: { id: number; name: string },
    createdAt: string,
  ) => ({
    ...profileEntry(at, { id: ids.profileId, name: profile.name }, { clientId, ...entry }),
    actor,
    createdAt,
  });
  for (const sale of salesLeadingTo(random, until, shop.today, shop.now)) {
    const actor = random.pick(shop.staff);
    const staff = { id: actor.id, name: actor.name };
    movements.push({
      date: sale.date,
      type: sale.type,
      amount,
      client: { id: clientId, name: client.name },
      service: { id: service.id, name: service.name },
      profileId: ids.profileId,
      description:
        sale.type === 'venta' ? `Venta de ${profile.name}` : `Renovación de ${profile.name} por 30 días`,
      actor: staff,
      createdAt: sale.createdAt,
    });
    const open = terms.at(-1);
    if (sale.type !== 'venta') {
      // The year may begin with a renovación of a sale made before it: its term starts here.
      const renewed =
        open && open.renewed_at == null ? open : newTerm(sale.previousExpiry ?? sale.date, sale.createdAt);
      if (renewed !== open) terms.push(renewed);
      Object.assign(renewed, {
        due_date: sale.previousExpiry ?? renewed.due_date,
        renewed_at: sale.createdAt,
        renewed_by: actor.id,
        amount,
      });
    }
    terms.push(newTerm(sale.expiry, sale.createdAt));
    const expiry = { expiry_date: sale.previousExpiry };
    events.push(
      sale.type === 'venta'
        ? line(
            {
              action: 'assignment',
              changes: changesBetween(
                { client: null, ...expiry },
                { client: client.name, expiry_date: sale.expiry, amount },
              ),
            },
            staff,
            sale.createdAt,
          )
        : line(
            {
              action: 'renewal',
              changes: changesBetween(expiry, { expiry_date: sale.expiry, amount, days: 30 }),
            },
            staff,
            sale.createdAt,
          ),
    );
  }
  if (profile.pastHolder && movements.length > 0) {
    const day = addDays(profile.pastHolder.lastExpiry, releases.int(1, 10));
    const actor = releases.pick(shop.staff);
    events.push(
      line(
        {
          action: 'release',
          changes: changesBetween(
            { client: client.name, expiry_date: profile.pastHolder.lastExpiry },
            { client: null, expiry_date: null },
          ),
        },
        { id: actor.id, name: actor.name },
        // Never later than the seed itself (a release planned for later today happened just before).
        [
          new Date(`${day}T${String(releases.int(8, 19)).padStart(2, '0')}:15:00-05:00`).toISOString(),
          shop.now,
        ].sort()[0]!,
      ),
    );
  }
  return { movements, events, terms };
}
