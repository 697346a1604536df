import { defaultPaymentStatus, type PaymentStatus, type PaymentTerms } from '#shared/domain/cartera';
import { carteraMessages } from '#shared/messages/cartera';
import { ApiError } from '@/lib/api-error';

// The start of the server's refusal (carteraMessages.overLimit), taken from the one text.
const OVER_LIMIT_START = carteraMessages.overLimit('\u0000', 0, 0, 0).split('\u0000')[0] ?? '';

/** A 409 that says the fiada sale goes over the client's credit limit. */
export const isOverLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.message.startsWith(OVER_LIMIT_START);

/** What the user picked, and for which client (another client starts from their own terms). */
export interface ChosenStatus {
  clientId: number | null;
  status: PaymentStatus;
}

/**
 * A sale's Pagado / Fiado: without a client, pagado (a fiada sale needs one); what the user
 * picked for this client; else the client's terms (a credit client's sale is fiada), pagado
 * while they are not known.
 */
export function saleStatus(
  clientId: number | null,
  chosen: ChosenStatus | null,
  terms: PaymentTerms | undefined,
): PaymentStatus {
  if (clientId === null) return 'pagado';
  if (chosen && chosen.clientId === clientId) return chosen.status;
  return defaultPaymentStatus(terms ? { paymentTerms: terms } : null);
}
