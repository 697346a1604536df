import { messagingMessages } from '../messages/messaging';

// WhatsApp links, apart from phone.ts: building one needs no phone parsing, so Avisos and the send
// queue open WhatsApp without loading libphonenumber (decision 037). phone.ts and messaging.ts
// re-export these.

/** Spec section 9: notifications are sent 500 ms apart. */
export const SEND_INTERVAL_MS = 500;

/** The digits wa.me expects: country code and number, no plus sign. */
export const whatsappDigits = (phone: string) => phone.replace(/\D/g, '');

/** A WhatsApp link holding the phone and, when given, the encoded message (spec section 1). */
export function whatsappLink(phone: string, message?: string): string {
  const base = `https://wa.me/${whatsappDigits(phone)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export type WhatsappLinkResult = { ok: true; url: string } | { ok: false; error: string };

/** The wa.me link with the message, from the client's stored E.164 phone (spec section 5). */
export function whatsappMessageLink(phone: string | null | undefined, message: string): WhatsappLinkResult {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return { ok: false, error: messagingMessages.noPhone };
  return { ok: true, url: whatsappLink(phone as string, message) };
}
