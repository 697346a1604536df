// A revendedor's portal (issue 27 item 3, docs/decisions/056): its rules, without zod, so the
// portal's own small bundle can read them.

/** The groups of a revendedor's page, in the order it shows them (the spec's red, orange, green). */
export const RESELLER_GROUPS = ['expired', 'near', 'active'] as const;
export type ResellerGroup = (typeof RESELLER_GROUPS)[number];

/** At most this many profiles of a group per answer; "Ver más" asks for the next ones. */
export const RESELLER_PAGE_SIZE = 100;

/** The longest end-client name a revendedor may write on a profile. */
export const END_CLIENT_LABEL_MAX = 60;
