import type { ClientType } from '#shared/schemas/clients';
import {
  FIRST_NAMES,
  LANDLINE_PREFIXES,
  MOBILE_PREFIXES,
  RESELLER_PREFIXES,
  SURNAMES,
} from './demo-catalog.data';
import type { DemoRandom } from './demo-random.data';

/** A client as the Nuevo Cliente form would send it: the phone as people type it. */
export interface DemoClient {
  name: string;
  phone: string | null;
  type: ClientType;
}

/** One in ten is a revendedor; most have a mobile, a few a landline, some no phone at all. */
export function demoClients(random: DemoRandom, count: number): DemoClient[] {
  return Array.from({ length: count }, (_, i) => {
    const type: ClientType = i % 10 === 9 ? 'revendedor' : 'cliente';
    return { name: clientName(random, type), phone: phone(random), type };
  });
}

function clientName(random: DemoRandom, type: ClientType): string {
  const names = random.pick(FIRST_NAMES);
  const first = random.pick(names);
  const second = random.chance(0.3) ? ` ${random.pick(names.filter((n) => n !== first))}` : '';
  const surname = random.pick(SURNAMES);
  const secondSurname = random.chance(0.5) ? ` ${random.pick(SURNAMES)}` : '';
  if (type === 'revendedor' && random.chance(0.4)) return `${random.pick(RESELLER_PREFIXES)} ${surname}`;
  return `${first}${second} ${surname}${secondSurname}`;
}

function phone(random: DemoRandom): string | null {
  const kind = random.weighted([89, 3, 8]);
  if (kind === 2) return null;
  if (kind === 1) return `${random.pick(LANDLINE_PREFIXES)} ${random.int(2, 8)}${random.digits(6)}`;
  const mobile = `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
  // Typed the ways staff type them; the app stores every one as +57…
  const style = random.weighted([5, 3, 2]);
  if (style === 0) return `${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}`;
  if (style === 1) return mobile;
  return `+57 ${mobile}`;
}
