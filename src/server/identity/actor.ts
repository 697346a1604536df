import type { UserRow } from '../db/schema';

/** Who did it, as movements, the account history and the audit trail record it. */
export interface Actor {
  id: number;
  name: string;
}

export const actorOf = (user: UserRow): Actor => ({ id: user.id, name: user.full_name || user.username });
