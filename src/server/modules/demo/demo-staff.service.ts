import { createUserSchema } from '#shared/schemas/users';
import type { TxContext } from '../../app-context';
import { usernameKey } from '../users/user.mapper';
import { allUserIds, createUser, findUserByUsername } from '../users/user.service';
import { DEMO_PASSWORD, DEMO_STAFF } from './demo-catalog.data';

export interface DemoStaffMember {
  id: number;
  username: string;
  name: string;
  /** The password to print, or null when the user already existed (theirs is unchanged). */
  password: string | null;
}

/**
 * The shop's staff: the first admin when the database has no user yet (ADMIN_USERNAME, with
 * ADMIN_PASSWORD or the demo password), then three staff members with the demo password, hashed
 * with argon2id by the users service like any other. Users that already exist are kept as they are.
 */
export interface DemoStaff {
  /** Everyone the seed created or found, to print. */
  members: DemoStaffMember[];
  /** The demo's three staff members, who made the sales (the same on every run of a seed). */
  sellers: DemoStaffMember[];
}

export async function createDemoStaff(tx: TxContext): Promise<DemoStaff> {
  const members: DemoStaffMember[] = [];
  const sellers: DemoStaffMember[] = [];
  const wanted = [
    ...((await allUserIds(tx)).length === 0
      ? [
          {
            username: tx.config.ADMIN_USERNAME,
            fullName: 'Administrador',
            role: 'admin' as const,
            dashboard: true,
            password: tx.config.ADMIN_PASSWORD ?? DEMO_PASSWORD,
          },
        ]
      : []),
    ...DEMO_STAFF.map((s) => ({ ...s, password: DEMO_PASSWORD })),
  ];
  for (const person of wanted) {
    const input = createUserSchema.parse({
      username: person.username,
      password: person.password,
      fullName: person.fullName,
      email: `${person.username.replace(/[^a-z0-9.]/gi, '')}@cuentasclaras.co`,
      role: person.role,
      can_access_dashboard: person.dashboard,
    });
    const existing = await findUserByUsername(tx, usernameKey(person.username));
    if (existing) {
      const name = existing.full_name || existing.username;
      members.push({ id: existing.id, username: existing.username, name, password: null });
    } else {
      const user = await createUser(tx, null, input);
      members.push({
        id: user.id,
        username: user.username,
        name: person.fullName,
        password: person.password,
      });
    }
    if (DEMO_STAFF.some((s) => s.username === person.username)) sellers.push(members.at(-1)!);
  }
  return { members, sellers };
}
