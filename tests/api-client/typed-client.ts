import createClient from 'openapi-fetch';
import type { paths } from 'cuentas-claras-api';

// A small integration written as a shop's own script would be (issue 28, item 5): typed only by
// the `paths` that `npm run api:types` generates, it signs in with an API token, lists the
// accounts of a service, sells a free profile by plan and reads the sale's movement.
// tests/server/api-client.test.ts generates the types from the live OpenAPI document, compiles this
// file against them (so a route whose documented schema lacks a field read here fails the test)
// and then runs it against the app. `cuentas-claras-api` is mapped to those fresh types by the
// test's compiler options; the import is type-only, so nothing is loaded at run time.

export interface SellInput {
  serviceId: number;
  clientId: number;
  planName: string;
}

/** Everything a flow in n8n or Make would keep from the four calls. */
export interface SellResult {
  freeProfiles: number;
  saleId: number;
  soldProfile: { profileId: number; name: string; expiryDate: string | null };
  movement: {
    id: number;
    type: 'venta' | 'renovacion' | 'cancelacion';
    amount: number;
    clientName: string | null;
  };
}

export async function sellByPlan(baseUrl: string, token: string, input: SellInput): Promise<SellResult> {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  const fail = (step: string, error: { error: string } | undefined, status: number): never => {
    throw new Error(`${step}: ${status} ${error?.error ?? ''}`);
  };

  const accounts = await api.GET('/api/accounts', {
    params: { query: { serviceId: input.serviceId, expiryFilter: 'available', page: 1, limit: 50 } },
  });
  if (!accounts.data) return fail('cuentas', accounts.error, accounts.response.status);
  const free = accounts.data.accounts.flatMap((account) =>
    account.profiles.filter((profile) => profile.status === 'libre'),
  );
  const profile = free[0];
  if (!profile) throw new Error('No hay perfiles libres');

  const plans = await api.GET('/api/services/{id}/plans', { params: { path: { id: input.serviceId } } });
  if (!plans.data) return fail('planes', plans.error, plans.response.status);
  const plan = plans.data.plans.find((candidate) => candidate.name === input.planName && candidate.active);
  if (!plan) throw new Error(`No hay un plan «${input.planName}»`);

  const sold = await api.POST('/api/sales', {
    body: { clientId: input.clientId, planId: plan.id, profileIds: [profile.id] },
  });
  if (!sold.data) return fail('venta', sold.error, sold.response.status);
  const { sale } = sold.data;
  const line = sale.profiles[0];
  if (!line || sale.movementId === null) throw new Error('La venta no trajo su perfil o su movimiento');

  const read = await api.GET('/api/movements/{id}', { params: { path: { id: sale.movementId } } });
  if (!read.data) return fail('movimiento', read.error, read.response.status);
  const { movement } = read.data;

  return {
    freeProfiles: free.length,
    saleId: sale.id,
    soldProfile: { profileId: line.profileId, name: line.name, expiryDate: line.expiryDate },
    movement: {
      id: movement.id,
      type: movement.type,
      amount: movement.amount,
      clientName: movement.clientName,
    },
  };
}
