// Cuenta completa (issue 25, item 3; docs/decisions/042): an account whose every profile one
// client holds is that client's whole account, however it was sold (one cuenta completa sale, or
// profile by profile). The list marks it, and a message gives its access once instead of once per
// profile.

interface HeldProfile {
  status: string;
  clientId: number | null;
}

/** The client holding every profile (two or more, ocupado or expirado) of the account, or null. */
export function wholeAccountHolder(profiles: readonly HeldProfile[]): number | null {
  if (profiles.length < 2) return null;
  const holder = profiles[0]!.clientId;
  if (holder === null) return null;
  return profiles.every((p) => p.status !== 'libre' && p.clientId === holder) ? holder : null;
}
