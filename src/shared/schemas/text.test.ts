import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages/common';
import { adminChangePasswordSchema, changePasswordSchema, loginSchema } from './auth';
import { clientInputSchema } from './clients';
import { text } from './common';
import { listQuerySchema } from './list-query';
import { serviceInputSchema } from './services';
import { broadcastSchema, createUserSchema, updateUserSchema } from './users';

describe('text()', () => {
  it('refuses NUL before anything else, trims and bounds the length', () => {
    const schema = text(5, { tooLong: 'largo' }).min(1, 'falta');
    expect(schema.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual([
      commonMessages.nulCharacter,
    ]);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('largo');
    expect(text(5, { trim: false }).parse(' a ')).toBe(' a ');
  });
});

// Every text field of every input schema: a valid body, then the same body with a NUL in one field.
const inputs: [string, { safeParse(v: unknown): { success: boolean; error?: unknown } }, object][] = [
  ['login', loginSchema, { username: 'ana', password: 'secreto' }],
  ['change password', changePasswordSchema, { currentPassword: 'vieja-1', newPassword: 'nueva-1' }],
  ['admin password', adminChangePasswordSchema, { newPassword: 'nueva-1' }],
  ['client', clientInputSchema, { name: 'Ana', phone: '3001234567' }],
  [
    'service',
    serviceInputSchema,
    { name: 'Netflix', url: 'https://n.co', image: 'https://n.co/a.png', price: 1, maxProfiles: 1 },
  ],
  [
    'new user',
    createUserSchema,
    { username: 'ana', password: 'secreto', fullName: 'Ana', email: 'a@t.co', expiryDate: '2030-01-01' },
  ],
  ['user update', updateUserSchema, { username: 'ana', fullName: 'Ana', email: 'a@t.co' }],
  ['broadcast', broadcastSchema, { message: 'Hola' }],
  ['list query', listQuerySchema, { search: 'ana' }],
];

describe('every text field of the input schemas', () => {
  it.each(inputs)('%s refuses a NUL in each of its text fields', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const textFields = Object.entries(valid).filter(([, v]) => typeof v === 'string');
    expect(textFields.length).toBeGreaterThan(0);
    for (const [field, value] of textFields) {
      const result = schema.safeParse({ ...valid, [field]: `${String(value)}\u0000` });
      expect(result.success, field).toBe(false);
      expect(JSON.stringify(result.error), field).toContain(commonMessages.nulCharacter);
    }
  });
});
