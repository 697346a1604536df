import { addDays } from '#shared/domain/expiry';
import { DEFAULT_PROFILE_COLOR, PROFILE_COLORS, type ProfileStatus } from '#shared/domain/profile-rules';
import { searchKey } from '#shared/domain/text-search';
import {
  ACCOUNT_OBSERVATIONS,
  DEMO_SERVICES,
  EMAIL_DOMAINS,
  PROFILE_OBSERVATIONS,
  SURNAMES,
  USERNAME_WORDS,
} from './demo-catalog.data';
import type { DemoClient } from './demo-clients.data';
import type { DemoPlan } from './demo-plan.data';
import type { DemoRandom } from './demo-random.data';

/** A profile as Nueva Cuenta would send it, with its holder as an index into the client list. */
export interface DemoProfile {
  name: string;
  status: ProfileStatus;
  holder: number | null;
  pin: string | null;
  expiryDate: string | null;
  color: string | null;
  observations: string | null;
  customPrice: number | null;
  /** A libre profile someone held until some months ago (their sales are in the history). */
  pastHolder: { client: number; lastExpiry: string } | null;
}

export interface DemoAccount {
  service: number;
  username: string;
  password: string;
  observation: string | null;
  providerCost: number | null;
  providerRenewalDate: string | null;
  profiles: DemoProfile[];
}

const CUSTOM_COLORS = PROFILE_COLORS.filter((c) => c !== DEFAULT_PROFILE_COLOR);
const USERNAME_TAILS = SURNAMES.map((s) => searchKey(s));
/** Resellers pay 80 % (the price Asignar Perfil offers them with one click), rounded to pesos 100. */
export const resellerPrice = (price: number) => Math.round((price * 0.8) / 100) * 100;

/**
 * The accounts of a plan, one at a time (scale 10 holds half a million profiles: the seed writes
 * them in batches rather than building them all first). Services are shuffled together, so ids
 * do not run service by service. About 70 % of profiles are ocupado, their expiry anywhere from
 * 60 days ago to 60 days ahead of `today`.
 */
export function* demoAccounts(
  random: DemoRandom,
  plan: DemoPlan,
  clients: readonly DemoClient[],
  today: string,
): Generator<DemoAccount> {
  const services = random.shuffle(plan.accountsPerService.flatMap((n, service) => Array(n).fill(service)));
  const resellers = clients.flatMap((c, i) => (c.type === 'revendedor' ? [i] : []));
  const regulars = clients.flatMap((c, i) => (c.type === 'cliente' ? [i] : []));
  const holder = () =>
    random.chance(0.3) && resellers.length > 0 ? random.pick(resellers) : random.pick(regulars);
  for (const service of services as number[]) {
    const { price, maxProfiles } = DEMO_SERVICES[service]!;
    const word = random.pick(USERNAME_WORDS);
    const provider = random.chance(0.4);
    yield {
      service,
      username: `${word}${random.pick(['', '.', '_'])}${random.pick(USERNAME_TAILS)}${random.int(1, 999)}@${random.pick(EMAIL_DOMAINS)}`,
      password: `${word[0]!.toUpperCase()}${word.slice(1)}${random.digits(4)}${random.pick(['*', '#', '!', '$'])}`,
      observation: random.chance(0.2) ? random.pick(ACCOUNT_OBSERVATIONS) : null,
      providerCost: provider ? Math.round((price * maxProfiles * 0.45) / 1000) * 1000 : null,
      providerRenewalDate: provider ? addDays(today, random.int(-10, 30)) : null,
      profiles: Array.from({ length: maxProfiles }, (_, position) =>
        demoProfile(random, position, { price, today, clients, holder }),
      ),
    };
  }
}

interface ProfileContext {
  price: number;
  today: string;
  clients: readonly DemoClient[];
  holder: () => number;
}

function demoProfile(random: DemoRandom, position: number, c: ProfileContext): DemoProfile {
  const free: DemoProfile = {
    name: `Perfil ${position + 1}`,
    status: 'libre',
    holder: null,
    pin: null,
    expiryDate: null,
    color: null,
    observations: null,
    customPrice: null,
    pastHolder: null,
  };
  const roll = random.next();
  if (roll >= 0.72) {
    if (!random.chance(0.3)) return free;
    return {
      ...free,
      pastHolder: { client: c.holder(), lastExpiry: addDays(c.today, -random.int(61, 300)) },
    };
  }
  const holder = c.holder();
  if (roll >= 0.7) {
    // Marked expirado by hand: the client did not renew and staff flagged it.
    return { ...free, status: 'expirado', holder, expiryDate: addDays(c.today, -random.int(1, 60)) };
  }
  const reseller = c.clients[holder]!.type === 'revendedor';
  const firstName = c.clients[holder]!.name.split(' ')[0]!;
  return {
    ...free,
    name: random.chance(0.15) ? firstName : free.name,
    status: 'ocupado',
    holder,
    pin: random.chance(0.4) ? random.digits(4 + random.weighted([6, 1, 1])) : null,
    expiryDate: addDays(c.today, random.int(-60, 60)),
    color: random.chance(0.1) ? random.pick(CUSTOM_COLORS) : null,
    observations: random.chance(0.05) ? random.pick(PROFILE_OBSERVATIONS) : null,
    customPrice: reseller && random.chance(0.8) ? resellerPrice(c.price) : null,
  };
}
