import { parsePhoneNumberFromString } from 'libphonenumber-js';

// Client phones are stored in E.164 (+573001234567) so WhatsApp links always carry the country
// code; numbers typed without one are Colombian (spec section 5: spaces and hyphens stripped).
export const DEFAULT_PHONE_COUNTRY = 'CO';

export type PhoneResult = { ok: true; phone: string | null } | { ok: false };

/** Normalises a typed phone: empty → null, valid → E.164, anything else → not ok. */
export function normalizePhone(input: string | null | undefined): PhoneResult {
  const compact = (input ?? '').replace(/[\s-]/g, '');
  if (!compact) return { ok: true, phone: null };
  const parsed = parsePhoneNumberFromString(compact, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? { ok: true, phone: parsed.number } : { ok: false };
}

/** How a stored phone is shown: +57 300 1234567. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

export { whatsappDigits, whatsappLink } from './whatsapp';
