import { describe, expect, it } from 'vitest';
import { authMessages, passwordMessages } from '../messages/auth';
import { changePasswordFormSchema, loginSchema } from './auth';
import { imageUrlSchema as profileImageUrlSchema } from './images';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loginSchema', () => {
  it('asks for both fields with the specification text', () => {
    expect(firstError(loginSchema.safeParse({ username: '', password: 'x' }))).toBe(
      authMessages.fillAllFields,
    );
    expect(firstError(loginSchema.safeParse({ username: 'ana' }))).toBe(authMessages.fillAllFields);
    expect(loginSchema.parse({ username: ' ana ', password: 'x' }).username).toBe('ana');
  });
});

describe('changePasswordFormSchema', () => {
  const valid = { currentPassword: 'vieja', newPassword: 'nueva-1', confirmPassword: 'nueva-1' };
  it('gives the specification texts', () => {
    expect(firstError(changePasswordFormSchema.safeParse({ ...valid, currentPassword: '' }))).toBe(
      passwordMessages.fillAllFields,
    );
    expect(firstError(changePasswordFormSchema.safeParse({ ...valid, confirmPassword: 'otra-12' }))).toBe(
      passwordMessages.mismatch,
    );
    expect(
      firstError(
        changePasswordFormSchema.safeParse({ ...valid, newPassword: '12345', confirmPassword: '12345' }),
      ),
    ).toBe(passwordMessages.tooShort);
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe('profileImageUrlSchema', () => {
  it('takes our upload paths and http(s) URLs only', () => {
    expect(profileImageUrlSchema.safeParse('/api/uploads/123e4567-e89b-12d3-a456-426614174000').success).toBe(
      true,
    );
    expect(profileImageUrlSchema.safeParse('https://example.com/a.png').success).toBe(true);
    expect(profileImageUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(profileImageUrlSchema.safeParse('/api/uploads/../auth/me').success).toBe(false);
  });
});
