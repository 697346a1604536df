import { formatDisplayDate } from '#shared/domain/business-time';
import { composeMessage, type MessageClient, type MessageProfile } from '#shared/domain/messaging';
import { salesUi } from '#shared/messages/sales';
import type { Account } from '#shared/schemas/accounts';
import type { Sale } from '#shared/schemas/sales';
import { messageProfileOf } from '@/lib/message-profile';

// Vender's outcome (issue 25, items 4 and 5), apart from the dialog so it is tested without a browser.

/** What the dialog shows once the sale is made. */
export interface SaleOutcome {
  summary: string;
  text: string | null;
  copied: boolean;
  phone: string | null;
}

/** What the sale occupied, said in one line for the toast and the dialog. */
export function saleSummary(sale: Sale): string {
  const [first] = sale.profiles;
  if (!first) return '';
  const expiry = formatDisplayDate(first.expiryDate);
  if (sale.kind === 'cuenta_completa')
    return salesUi.soldAccount(first.serviceName, first.accountUsername, expiry);
  // A combo: each service's profile with its own date (each plan lasts its own time).
  if (sale.kind === 'combo')
    return salesUi.soldCombo(
      sale.planName,
      sale.profiles.map((p) =>
        salesUi.soldComboPart(
          p.serviceName,
          `${p.accountUsername} · ${p.name}`,
          formatDisplayDate(p.expiryDate),
        ),
      ),
    );
  const names = sale.profiles.map((profile) => profile.name).join(', ');
  return salesUi.soldProfiles(first.serviceName, `${first.accountUsername} · ${names}`, expiry);
}

/** The accounts a sale's message reads: each one once, in the order the sale names them. */
export const saleAccountIds = (sale: Sale): number[] => [...new Set(sale.profiles.map((p) => p.accountId))];

/**
 * The access message of a sale, from its accounts as they now stand: one message for every
 * profile of every account it occupied (a combo holds one per service), as Avisos composes a
 * client's several profiles. A whole account's profiles are said as one (composeMessage merges
 * them: its access once, decision 042). `template` is the access template in force, or the one of
 * each service (a service may have its own): profiles under the same text share one message, and
 * the parts under different texts follow each other. Null when no account lists a profile sold.
 */
export function saleAccessText(
  template: string | ((serviceId: number) => string),
  sale: Sale,
  accounts: readonly Account[],
  client: MessageClient,
  today: string,
): string | null {
  const templateOf = typeof template === 'string' ? () => template : template;
  const parts = new Map<string, MessageProfile[]>();
  for (const sold of sale.profiles) {
    const account = accounts.find((a) => a.id === sold.accountId);
    const profile = account?.profiles.find((p) => p.id === sold.profileId);
    if (!account || !profile) continue;
    const text = templateOf(account.serviceId);
    parts.set(text, [...(parts.get(text) ?? []), messageProfileOf(account, profile)]);
  }
  if (parts.size === 0) return null;
  return [...parts]
    .map(([text, profiles]) => composeMessage(text, 'access', client, profiles, today))
    .join('\n\n');
}
