import { isIsoDate } from '../domain/business-time';
import { MAX_DATE } from '../domain/expiry';
import { profilesMessages } from '../messages/profiles';
import { text } from './common';

// Kept apart from profiles.ts so payments.ts can use it while profiles.ts, movements.ts use
// payments.ts's sale fields (no import loop between the schemas).

/** A calendar date YYYY-MM-DD, or null when missing or empty. */
export const optionalDate = (message: string) =>
  text(10, { error: message, tooLong: message })
    .refine((v) => v === '' || isIsoDate(v), message)
    .refine((v) => v <= MAX_DATE, profilesMessages.dateTooFar)
    .nullish()
    .transform((v) => v || null);
