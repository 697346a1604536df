import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, whatsappLink } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['3001234567', '+573001234567'],
    ['300 123 4567', '+573001234567'],
    ['300-123-4567', '+573001234567'],
    ['+57 300 123 4567', '+573001234567'],
    ['601 234 5678', '+576012345678'],
    ['+1 202 555 0143', '+12025550143'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone: expected });
  });

  it('treats empty as no phone', () => {
    expect(normalizePhone('')).toEqual({ ok: true, phone: null });
    expect(normalizePhone('  ')).toEqual({ ok: true, phone: null });
    expect(normalizePhone(null)).toEqual({ ok: true, phone: null });
  });

  it.each(['12345', 'abc', '300123456789012'])('refuses %s', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false });
  });
});

describe('display and WhatsApp', () => {
  it('formats the stored number for reading', () => {
    expect(formatPhone('+573001234567')).toBe('+57 300 1234567');
    expect(formatPhone(null)).toBe('');
  });

  it('builds a wa.me link with digits only and the encoded message', () => {
    expect(whatsappLink('+573001234567')).toBe('https://wa.me/573001234567');
    expect(whatsappLink('+573001234567', 'Hola José, ¿renovamos?')).toBe(
      'https://wa.me/573001234567?text=Hola%20Jos%C3%A9%2C%20%C2%BFrenovamos%3F',
    );
  });
});
