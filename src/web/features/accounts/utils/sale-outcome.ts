import { formatDisplayDate } from '#shared/domain/business-time';
import { composeMessage, type MessageClient } from '#shared/domain/messaging';
import { salesUi } from '#shared/messages/sales';
import type { Account } from '#shared/schemas/accounts';
import type { Sale } from '#shared/schemas/sales';
import { messageProfileOf } from '@/lib/message-profile';

// Vender's outcome (issue 25, item 5), apart from the dialog so it is tested without a browser.

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
  const names = sale.profiles.map((profile) => profile.name).join(', ');
  return salesUi.soldProfiles(first.serviceName, `${first.accountUsername} · ${names}`, expiry);
}

/**
 * The access message of a sale, from the account as it now stands. A whole account's profiles are
 * said as one (composeMessage merges them: its access once, decision 042).
 */
export function saleAccessText(
  template: string,
  sale: Sale,
  account: Account,
  client: MessageClient,
  today: string,
): string | null {
  const sold = account.profiles.filter((profile) => sale.profiles.some((p) => p.profileId === profile.id));
  if (sold.length === 0) return null;
  return composeMessage(
    template,
    'access',
    client,
    sold.map((profile) => messageProfileOf(account, profile)),
    today,
  );
}
