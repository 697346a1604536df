import type { ClientType } from './client-types';
import { addDays, addMonths } from './expiry';
import { renewalStart } from './grace';
import { resellerPrice } from './money';

// Plans per service (issue 25, docs/decisions/039): what a shop sells of a service. A plan lasts
// a number of days or a number of calendar months (exactly one of them); a revendedor pays its
// reseller price, 80 % of the price in whole pesos unless the shop sets another.

export const PLAN_KINDS = ['perfil', 'cuenta_completa'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const MAX_PLAN_DAYS = 366;
export const MAX_PLAN_MONTHS = 12;
/** A service holds at most this many plans, so its list is always read whole. */
export const MAX_PLANS_PER_SERVICE = 30;

/** The plan every service starts with: nothing changes for a shop until it adds its own. */
export const DEFAULT_PLAN = { name: '1 mes', durationDays: 30 } as const;

export interface PlanDuration {
  durationDays: number | null;
  durationMonths: number | null;
}

export interface PlanPrices {
  price: number;
  resellerPrice: number;
}

/** The reseller price a plan gets: the one given, else 80 % of its price in whole pesos. */
export const planResellerPrice = (price: number, given?: number | null): number =>
  given ?? resellerPrice(price);

/** What a client of this type pays for the plan. */
export const planPriceFor = (plan: PlanPrices, clientType: ClientType | null | undefined): number =>
  clientType === 'revendedor' ? plan.resellerPrice : plan.price;

/**
 * What a client of this type pays for a combo (docs/decisions/044): one price for all its plans,
 * the combo's reseller price for a revendedor, the same rule as a plan's.
 */
export const comboPriceFor = (combo: PlanPrices, clientType: ClientType | null | undefined): number =>
  planPriceFor(combo, clientType);

/** The date a plan bought on `from` runs until. */
export const planExpiry = (from: string, plan: PlanDuration): string =>
  plan.durationMonths !== null ? addMonths(from, plan.durationMonths) : addDays(from, plan.durationDays ?? 0);

/**
 * A renewal by plan counts from where renewedExpiry's does: the later of today and the current
 * expiry, or the old expiry inside the shop's grace period (decision 040).
 */
export const planRenewalExpiry = (
  current: string | null,
  today: string,
  plan: PlanDuration,
  graceDays = 0,
): string => planExpiry(renewalStart(current, today, graceDays), plan);
