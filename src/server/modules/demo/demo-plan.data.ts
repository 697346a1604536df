import { CLIENTS_AT_SCALE_1, DEMO_SERVICES } from './demo-catalog.data';

/** How many rows of each kind a scale gives: scale 1 is the shop of issue 12, 10 ten times it. */
export interface DemoPlan {
  clients: number;
  /** Accounts of each service, in DEMO_SERVICES order. */
  accountsPerService: number[];
  accounts: number;
  profiles: number;
}

export const MIN_SCALE = 0.001;
export const MAX_SCALE = 100;

export function demoPlan(scale: number): DemoPlan {
  const accountsPerService = DEMO_SERVICES.map((s) => Math.max(1, Math.round(s.accounts * scale)));
  return {
    clients: Math.max(10, Math.round(CLIENTS_AT_SCALE_1 * scale)),
    accountsPerService,
    accounts: accountsPerService.reduce((a, b) => a + b, 0),
    profiles: accountsPerService.reduce((sum, n, i) => sum + n * DEMO_SERVICES[i]!.maxProfiles, 0),
  };
}
