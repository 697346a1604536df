import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

// The test factories seed users with a cheap argon2id hash (tests/factories/user.factory.ts), so
// the app's own parameters are pinned here: every hash the app writes costs OWASP's minimum.
describe('passwords', () => {
  it('hashes with argon2id at 19 MiB, 2 passes and 1 lane, salted', async () => {
    const first = await hashPassword('secreto123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('secreto123')).not.toBe(first);
    expect(await verifyPassword(first, 'secreto123')).toBe(true);
    expect(await verifyPassword(first, 'secreto124')).toBe(false);
  });

  it('verifies at the cost written in the hash, and a malformed hash matches nothing', async () => {
    const cheap = await hash('secreto123', { memoryCost: 256, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword(cheap, 'secreto123')).toBe(true);
    expect(await verifyPassword(cheap, 'otra')).toBe(false);
    expect(await verifyPassword('no-es-un-hash', 'secreto123')).toBe(false);
  });

  it('keeps a dummy hash at the same cost, for unknown usernames', async () => {
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
