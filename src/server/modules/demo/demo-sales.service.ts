import { planInputSchema } from '#shared/schemas/plans';
import { saleInputSchema } from '#shared/schemas/sales';
import type { TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { createPlan } from '../plans/plan.service';
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
