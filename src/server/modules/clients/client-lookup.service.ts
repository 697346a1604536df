import type { AppContext } from '../../app-context';
import {
  findClientNames,
  findClientPhones,
  findClientsByNameKeys,
  findClientsByPhones,
} from './client-lookup.repository';

export interface KnownClient {
  id: number;
  name: string;
  phone: string | null;
}

/**
 * The clients that already hold any of these phones (E.164) or names (searchKey), for an
 * import to match its rows against: by phone, one each; by name, every homonym.
 */
export async function knownClients(ctx: AppContext, phones: string[], nameKeys: string[]) {
  const [byPhone, byName] = await Promise.all([
    phones.length ? findClientsByPhones(ctx.db, phones) : [],
    nameKeys.length ? findClientsByNameKeys(ctx.db, nameKeys) : [],
  ]);
  const phoneMap = new Map<string, KnownClient>(byPhone.map((c) => [c.phone!, c]));
  const nameMap = new Map<string, KnownClient[]>();
  for (const { name_key, ...client } of byName)
    nameMap.set(name_key, [...(nameMap.get(name_key) ?? []), client]);
  return { byPhone: phoneMap, byName: nameMap };
}

/** The phones of these clients by id (an export's Teléfono column). */
export async function clientPhones(ctx: AppContext, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  return new Map((await findClientPhones(ctx.db, ids)).map((c) => [c.id, c.phone]));
}

/** The names of these clients by id (an import's holders, for the audit trail). */
export async function clientNames(ctx: AppContext, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  return new Map((await findClientNames(ctx.db, ids)).map((c) => [c.id, c.name]));
}
