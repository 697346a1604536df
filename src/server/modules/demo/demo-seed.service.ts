import { accountInputSchema } from '#shared/schemas/accounts';
import { clientInputSchema } from '#shared/schemas/clients';
import { serviceInputSchema } from '#shared/schemas/services';
import type { AppContext, TxContext } from '../../app-context';
import { chunks } from '../../lib/chunks';
import { inTransaction } from '../../lib/transaction';
import { importAccounts, type AccountImport } from '../accounts/account-import.service';
import { todayOf } from '../accounts/account-context';
import { importClients } from '../clients/client.service';
import { importMovements, type MovementRecord } from '../movements/movement.service';
import { createService } from '../services/service.service';
import { demoAccounts, resellerPrice, type DemoAccount, type DemoProfile } from './demo-accounts';
import { DEMO_SERVICES } from './demo-catalog';
import { demoClients, type DemoClient } from './demo-clients';
import { salesLeadingTo } from './demo-movements';
import { demoPlan } from './demo-plan';
import { DemoRandom } from './demo-random';
import { createDemoStaff, type DemoStaffMember } from './demo-staff';
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
    await fillShop(tx, options, sellers);
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
    services.push(
      await createService(
        tx,
        serviceInputSchema.parse({ name: s.name, url: s.url, price: s.price, maxProfiles: s.maxProfiles }),
      ),
    );
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
  const shop: Shop = { services, clients, clientIds, staff, today };
  const history = new DemoRandom(options.seed, 'movements');
  let batch: DemoAccount[] = [];
  const flush = async () => {
    const imported = await importAccounts(
      tx,
      batch.map((a) => accountInput(a, shop)),
    );
    await importMovements(
      tx,
      batch.flatMap((account, i) =>
        account.profiles.flatMap((profile, p) =>
          movementsOf(history, shop, account, profile, imported[i]!.profileIds[p]!),
        ),
      ),
    );
    batch = [];
  };
  for (const account of demoAccounts(new DemoRandom(options.seed, 'accounts'), plan, clients, today)) {
    batch.push(account);
    if (batch.length === ACCOUNTS_PER_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
}

interface Shop {
  services: { id: number; name: string; price: number }[];
  clients: DemoClient[];
  clientIds: number[];
  staff: DemoStaffMember[];
  today: string;
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
 * the service's; a reseller's 80 % for past holders who were resellers).
 */
function movementsOf(
  random: DemoRandom,
  shop: Shop,
  account: DemoAccount,
  profile: DemoProfile,
  profileId: number,
): (MovementRecord & { createdAt: string })[] {
  const holder = profile.holder ?? profile.pastHolder?.client ?? null;
  const until = profile.expiryDate ?? profile.pastHolder?.lastExpiry ?? null;
  if (holder === null || until === null) return [];
  const service = shop.services[account.service]!;
  const client = shop.clients[holder]!;
  const amount =
    profile.customPrice ??
    (profile.status === 'ocupado' || client.type !== 'revendedor'
      ? service.price
      : resellerPrice(service.price));
  return salesLeadingTo(random, until, shop.today).map((sale) => {
    const actor = random.pick(shop.staff);
    return {
      date: sale.date,
      type: sale.type,
      amount,
      client: { id: shop.clientIds[holder]!, name: client.name },
      service: { id: service.id, name: service.name },
      profileId,
      description:
        sale.type === 'venta' ? `Venta de ${profile.name}` : `Renovación de ${profile.name} por 30 días`,
      actor: { id: actor.id, name: actor.name },
      createdAt: sale.createdAt,
    };
  });
}
