import { describe, expect, it } from 'vitest';
import { accountsMessages } from '../messages/accounts';
import { profilesMessages } from '../messages/profiles';
import { accountInputSchema } from './accounts';
import { profileInputSchema, renewInputSchema } from './profiles';

// The forms run these same schemas: the message a screen shows is the one the server answers.
const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error!.issues[0]?.message ?? null);

describe('profileInputSchema', () => {
  it('reads the snake_case aliases, folds empty fields to null and lower-cases the colour', () => {
    const parsed = profileInputSchema.parse({
      name: ' Sala ',
      status: 'ocupado',
      client_id: '7',
      expiry_date: '2026-12-24',
      custom_price: '$ 14.400',
      pin: '',
      color: '#A855F7',
      observations: '',
    });
    expect(parsed).toEqual({
      name: 'Sala',
      status: 'ocupado',
      clientId: 7,
      expiryDate: '2026-12-24',
      customPrice: 14400,
      pin: null,
      color: '#a855f7',
      observations: null,
    });
  });

  it.each([
    [{ status: 'ocupado' }, profilesMessages.clientRequired],
    [{ status: 'libre', pin: '12a' }, profilesMessages.pinDigitsOnly],
    [{ status: 'libre', pin: '123' }, profilesMessages.pinLength],
    [{ status: 'libre', pin: '1234567' }, profilesMessages.pinLength],
    [{ status: 'libre', expiryDate: '2026-02-29' }, profilesMessages.invalidExpiry],
    [{ status: 'libre', color: 'blue' }, profilesMessages.invalidColor],
  ])('%j → %s', (body, message) => {
    expect(problem(profileInputSchema.safeParse({ name: 'P', ...body }))).toBe(message);
  });
});

describe('renewInputSchema', () => {
  it('defaults to 30 days and no price', () => {
    expect(renewInputSchema.parse({})).toEqual({ days: 30, price: null });
    expect(renewInputSchema.parse({ days: '90', price: '50.000' })).toEqual({ days: 90, price: 50000 });
  });
});

describe('accountInputSchema', () => {
  it('asks for a service first', () => {
    expect(problem(accountInputSchema.safeParse({ username: 'a', password: 'b' }))).toBe(
      accountsMessages.serviceRequired,
    );
    expect(problem(accountInputSchema.safeParse({ serviceId: '', username: 'a', password: 'b' }))).toBe(
      accountsMessages.serviceRequired,
    );
  });
  it('keeps the password as typed', () => {
    expect(accountInputSchema.parse({ serviceId: 1, username: ' a ', password: ' b ' })).toMatchObject({
      username: 'a',
      password: ' b ',
      providerCost: null,
      providerRenewalDate: null,
    });
  });
});
