import { describe, expect, it } from 'vitest';
import { usersMessages } from '../messages/users';
import { createUserSchema, updateUserSchema } from './users';

const valid = { username: 'ana', password: 'secreto', fullName: 'Ana', email: 'ana@t.co', role: 'user' };
const problem = (body: object) => {
  const result = createUserSchema.safeParse(body);
  if (result.success) return null;
  // The form shows the missing-field message first when there is one (spec section 5).
  const messagesFound = result.error.issues.map((issue) => issue.message);
  return messagesFound.find((m) => m === usersMessages.fillRequired) ?? messagesFound[0];
};

describe('user form rules', () => {
  it('reports a missing field before a short password or a bad email', () => {
    expect(problem({ ...valid, fullName: '', password: '123', email: 'x' })).toBe(usersMessages.fillRequired);
    expect(problem({ ...valid, password: '123', email: 'x' })).toBe(usersMessages.passwordTooShort);
    expect(problem({ ...valid, email: 'ana@t' })).toBe(usersMessages.invalidEmail);
    expect(problem(valid)).toBeNull();
  });

  it('turns flags on when absent at creation and an empty expiry into none', () => {
    expect(createUserSchema.parse({ ...valid, expiryDate: '' })).toMatchObject({
      expiryDate: null,
      can_access_dashboard: true,
      can_access_movimientos: true,
      can_access_tienda: true,
    });
  });

  it('leaves role and flags out of an update that does not send them', () => {
    const { role: _role, ...withoutRole } = valid;
    const parsed = updateUserSchema.parse(withoutRole);
    expect(parsed.role).toBeUndefined();
    expect(parsed.can_access_dashboard).toBeUndefined();
  });

  it('accepts the snake_case aliases', () => {
    expect(
      updateUserSchema.parse({
        ...valid,
        full_name: 'Ana María',
        fullName: undefined,
        expiry_date: '2030-05-01',
      }),
    ).toMatchObject({
      fullName: 'Ana María',
      expiryDate: '2030-05-01',
    });
  });
});
