import { comboInputSchema } from '#shared/schemas/combos';
import { planInputSchema } from '#shared/schemas/plans';
import { saleInputSchema } from '#shared/schemas/sales';
import type { TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { createCombo } from '../combos/combo.service';
import { createPlan, listPlans } from '../plans/plan.service';
import { createSale } from '../sales/sale.service';
import { DEMO_SERVICES } from './demo-catalog.data';
import type { DemoRandom } from './demo-random.data';
import type { DemoStaffMember } from './demo-staff.service';

// The demo's cuenta completa (issue 25, items 3 and 7; docs/decisions/042): every service of more
// than one profile sells its whole account too, and some revendedores bought one today, through
// the sale endpoint's own service (its locks, its movement, its trail).

/** Whole thousands of pesos, as shops price. */
const thousands = (pesos: number) => Math.round(pesos / 1000) * 1000;

/** A whole account: every profile for 30 days, 15 % below the profiles one by one. */
export const demoWholePlanOf = (service: { price: number; maxProfiles: number }) => {
  const price = thousands(service.price * service.maxProfiles * 0.85);
  return {
    name: 'Cuenta completa',
    durationDays: 30,
    price,
    resellerPrice: Math.round((price * 0.8) / 100) * 100,
    kind: 'cuenta_completa' as const,
  };
};

/** Sales of whole accounts per service, by scale (at least one a service). */
const SALES_PER_SERVICE = 2;

export async function seedWholeAccountSales(
  tx: TxContext,
  random: DemoRandom,
  staff: DemoStaffMember[],
  services: { id: number }[],
  resellerIds: number[],
  scale: number,
) {
  let sold = 0;
  for (const [index, service] of services.entries()) {
    const demo = DEMO_SERVICES[index]!;
    if (demo.maxProfiles < 2) continue;
    const plan = await createPlan(tx, null, service.id, planInputSchema.parse(demoWholePlanOf(demo)));
    for (let i = 0; i < Math.max(1, Math.round(SALES_PER_SERVICE * scale)); i += 1) {
      const seller = staff[random.int(0, staff.length - 1)]!;
      const clientId = resellerIds[random.int(0, resellerIds.length - 1)]!;
      try {
        await createSale(
          tx,
          seller,
          saleInputSchema.parse({ clientId, planId: plan.id, paymentStatus: 'pagado' }),
        );
        sold += 1;
      } catch (error) {
        // No account of the service is all free: it sells none.
        if (error instanceof AppError && error.statusCode === 409) break;
        throw error;
      }
    }
  }
  return sold;
}

/**
 * The demo's combos (issue 25 item 7; docs/decisions/044, 047): each the "1 mes" plans of its
 * services (by their names in DEMO_SERVICES) at 10 % off their sum, in whole thousands.
 */
export const DEMO_COMBOS = [
  { name: 'Netflix + Disney+ del mes', services: ['Netflix', 'Disney+'] },
  { name: 'Spotify + YouTube del mes', services: ['Spotify Premium', 'YouTube Premium'] },
] as const;

/** Combo sales per combo at scale 1 (at least two a combo). */
const COMBO_SALES_PER_COMBO = 6;

/**
 * The demo's combos, and some sold today to clients through the sale endpoint's own service (its
 * picks, its one movement naming the combo, its shares by service, its trail), so the month's
 * sales by combo and by service show them.
 */
export async function seedComboSales(
  tx: TxContext,
  random: DemoRandom,
  staff: DemoStaffMember[],
  services: { id: number; name: string }[],
  clientIds: number[],
  scale: number,
) {
  let sold = 0;
  for (const demo of DEMO_COMBOS) {
    const plans = [];
    for (const name of demo.services) {
      const service = services.find((s) => s.name === name)!;
      plans.push((await listPlans(tx, service.id)).find((p) => p.name === '1 mes')!);
    }
    const combo = await createCombo(
      tx,
      null,
      comboInputSchema.parse({
        name: demo.name,
        planIds: plans.map((p) => p.id),
        price: thousands(plans.reduce((sum, p) => sum + p.price, 0) * 0.9),
      }),
    );
    for (let i = 0; i < Math.max(2, Math.round(COMBO_SALES_PER_COMBO * scale)); i += 1) {
      const seller = staff[random.int(0, staff.length - 1)]!;
      const clientId = clientIds[random.int(0, clientIds.length - 1)]!;
      try {
        await createSale(
          tx,
          seller,
          saleInputSchema.parse({ clientId, comboId: combo.id, paymentStatus: 'pagado' }),
        );
        sold += 1;
      } catch (error) {
        // A service of the combo has no free profile left: it sells no more.
        if (error instanceof AppError && error.statusCode === 409) break;
        throw error;
      }
    }
  }
  return sold;
}
