// Revisión de datos (issue 26 item 4, docs/decisions/053): the kinds of bad data the review finds,
// in the order the screen lists them, and which of them the review can fix by itself.

export const INTEGRITY_KINDS = [
  'duplicate_phone',
  'duplicate_account',
  'shared_credentials',
  'too_many_profiles',
  'occupied_incomplete',
  'free_with_data',
  'client_without_phone',
  'expired_past_grace',
] as const;
export type IntegrityKind = (typeof INTEGRITY_KINDS)[number];

/** The kinds POST /api/integrity/fix applies; the others are merged (phones) or fixed by hand. */
export const FIXABLE_KINDS = [
  'duplicate_account',
  'too_many_profiles',
  'occupied_incomplete',
  'free_with_data',
  'expired_past_grace',
] as const satisfies readonly IntegrityKind[];
export type FixableKind = (typeof FIXABLE_KINDS)[number];

export const isFixableKind = (kind: IntegrityKind): kind is FixableKind =>
  (FIXABLE_KINDS as readonly string[]).includes(kind);

/** Findings listed per kind (the count is always the whole number). */
export const INTEGRITY_LIST_LIMIT = 100;
/** Records one fix may name. */
export const INTEGRITY_MAX_IDS = 5_000;
