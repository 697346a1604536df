import {
  EllipsisVertical,
  Eye,
  EyeOff,
  History,
  MessageCircle,
  Pencil,
  TimerReset,
  Trash,
  Tv,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import clsx from 'clsx';
import { accountsUi } from '#shared/messages/accounts';
import { incidentsUi } from '#shared/messages/incidents';
import { listUi } from '#shared/messages/common';
import { notifyProfilesUi } from '#shared/messages/messaging';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import { wholeAccountHolder } from '#shared/domain/whole-account';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { MenuContent, menuItemClass } from '@/components/ui/menu';
import { RowAction } from '@/components/ui/row-action';
import { ProfileChip } from './profile-chip';

export interface AccountsTableProps {
  accounts: Account[];
  /** Row number of the first account on this page, minus one. */
  offset: number;
  /** Business date (YYYY-MM-DD) the colours and days left count from. */
  today: string;
  onOpenProfile: (account: Account, profile: Profile) => void;
  /** The notification action: the per-account notify modal. */
  onNotify: (account: Account) => void;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
  onToggleHidden: (account: Account) => void;
  onCompensate: (account: Account) => void;
  onHistory: (account: Account) => void;
  /** The accounts ticked for an incident (issue 26); absent, the rows have no checkbox. */
  selection?: AccountSelection;
}

export interface AccountSelection {
  selected: ReadonlySet<number>;
  onToggle: (account: Account, checked: boolean) => void;
  /** Every account of the page ticked (true) or none of them (false). */
  onTogglePage: (checked: boolean) => void;
}

const c = accountsUi.columns;
const accountName = (account: Account) => `${account.service.name} ${account.username}`;

/** "Seleccionar todas": a checkbox in the account column's header, mixed when some are ticked. */
function PageCheckbox({ accounts, selection }: { accounts: Account[]; selection: AccountSelection }) {
  const ticked = accounts.filter((a) => selection.selected.has(a.id)).length;
  const all = accounts.length > 0 && ticked === accounts.length;
  return (
    <label className="-my-2 flex min-h-10 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        aria-label={incidentsUi.selectAll}
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = ticked > 0 && !all;
        }}
        onChange={(event) => selection.onTogglePage(event.target.checked)}
      />
      <span>{c.account}</span>
    </label>
  );
}

function columns(
  today: string,
  onOpenProfile: AccountsTableProps['onOpenProfile'],
  accounts: Account[],
  selection: AccountSelection | undefined,
): DataTableColumn<Account>[] {
  return [
    {
      id: 'account',
      header: selection ? <PageCheckbox accounts={accounts} selection={selection} /> : c.account,
      pin: 'start',
      cell: (account) => (
        // On a phone this column and the actions are both pinned: it takes what the actions leave
        // of the screen (13.25rem with the page's margins), so no profile sits under them.
        <div className="flex max-w-[min(15rem,calc(100vw-13.25rem))] items-center gap-2 sm:max-w-72">
          {selection && (
            // A thumb-sized target on a phone; the box itself stays small.
            <label className="-m-2 flex shrink-0 cursor-pointer items-center self-stretch p-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                aria-label={incidentsUi.selectAccount(accountName(account))}
                checked={selection.selected.has(account.id)}
                onChange={(event) => selection.onToggle(account, event.target.checked)}
              />
            </label>
          )}
          <span className="hidden size-9 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2 sm:flex">
            {account.service.image ? (
              <img src={account.service.image} alt="" className="size-full object-cover" />
            ) : (
              <Tv aria-hidden className="size-4 text-muted" />
            )}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-medium">{account.service.name}</span>
            <span className="block truncate text-xs text-muted" title={account.username}>
              {account.username}
            </span>
            {account.hidden && (
              <span className="mt-0.5 mr-1 inline-flex rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
                {accountsUi.hiddenBadge}
              </span>
            )}
            <WholeAccountBadge account={account} />
            {account.providerDue &&
              // Past its date the master account may already be lost: say so, in red. On a phone
              // the narrow column wraps the tag rather than cutting it.
              (account.providerRenewalDate !== null && account.providerRenewalDate < today ? (
                <span className="mt-0.5 inline-block max-w-full rounded-md bg-danger/15 px-2 py-0.5 text-xs font-semibold break-words text-danger sm:rounded-full sm:whitespace-nowrap">
                  {accountsUi.providerOverdue}
                </span>
              ) : (
                <span className="mt-0.5 inline-block max-w-full rounded-md bg-warning/15 px-2 py-0.5 text-xs font-semibold break-words text-warning sm:rounded-full sm:whitespace-nowrap">
                  {accountsUi.providerDue}
                </span>
              ))}
            {/* A phone shows the row as a card: what the hidden columns say, then the profiles. */}
            <span className="block sm:hidden">
              <span className="block truncate font-mono text-xs">
                <span className="sr-only">{c.password}: </span>
                {account.password}
              </span>
              {account.observation && (
                <span className="block truncate text-xs text-muted">{account.observation}</span>
              )}
              <span className="mt-2 block">
                <ProfileChips account={account} today={today} onOpenProfile={onOpenProfile} />
              </span>
            </span>
          </span>
        </div>
      ),
    },
    {
      id: 'password',
      header: c.password,
      hiddenOnPhone: true,
      className: 'font-mono text-xs whitespace-nowrap',
      cell: (account) => account.password,
    },
    {
      id: 'observation',
      header: c.observation,
      hiddenOnPhone: true,
      cell: (account) =>
        account.observation ? (
          <span className="block max-w-48 truncate text-sm" title={account.observation}>
            {account.observation}
          </span>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'profiles',
      header: c.profiles,
      // On a phone the chips sit in the pinned account cell instead, under the thumb.
      hiddenOnPhone: true,
      cell: (account) => <ProfileChips account={account} today={today} onOpenProfile={onOpenProfile} />,
    },
  ];
}

/** "Completa · Ana Ruiz" when one client holds every profile (a cuenta completa). */
function WholeAccountBadge({ account }: { account: Account }) {
  if (wholeAccountHolder(account.profiles) === null) return null;
  const label = accountsUi.wholeBadge(account.profiles[0]?.clientName ?? '');
  // A long name wraps inside the tag rather than being cut by the narrow account column.
  return (
    <span className="mt-0.5 mr-1 inline-block max-w-full rounded-md bg-primary-soft px-2 py-0.5 text-xs font-semibold break-words whitespace-normal text-primary">
      {label}
    </span>
  );
}

function ProfileChips({
  account,
  today,
  onOpenProfile,
}: {
  account: Account;
  today: string;
  onOpenProfile: AccountsTableProps['onOpenProfile'];
}) {
  return (
    <span className="flex flex-wrap gap-1.5 sm:min-w-52">
      {account.profiles.map((profile) => (
        <ProfileChip
          key={profile.id}
          profile={profile}
          today={today}
          onOpen={(p) => onOpenProfile(account, p)}
        />
      ))}
    </span>
  );
}

/** The accounts: who holds each profile and until when, at a glance; every action one tap away. */
export function AccountsTable({
  accounts,
  offset,
  today,
  onOpenProfile,
  onNotify,
  onEdit,
  onDelete,
  onToggleHidden,
  onCompensate,
  onHistory,
  selection,
}: AccountsTableProps) {
  const a = accountsUi;
  const actions = actionsColumn<Account>((account) => {
    const name = accountName(account);
    return (
      <>
        <RowAction
          label={notifyProfilesUi.action(name)}
          icon={MessageCircle}
          onClick={() => onNotify(account)}
        />
        <RowAction label={a.editAction(name)} icon={Pencil} onClick={() => onEdit(account)} />
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <IconButton label={a.moreActions(name)} className="size-8">
              <EllipsisVertical aria-hidden className="size-4" />
            </IconButton>
          </DropdownMenu.Trigger>
          <MenuContent align="end">
            <DropdownMenu.Item className={menuItemClass} onSelect={() => onCompensate(account)}>
              <TimerReset aria-hidden className="size-4" />
              {a.compensate}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} onSelect={() => onHistory(account)}>
              <History aria-hidden className="size-4" />
              {a.history}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClass} onSelect={() => onToggleHidden(account)}>
              {account.hidden ? (
                <Eye aria-hidden className="size-4" />
              ) : (
                <EyeOff aria-hidden className="size-4" />
              )}
              {account.hidden ? a.show : a.hide}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={clsx(menuItemClass, 'text-danger')}
              onSelect={() => onDelete(account)}
            >
              <Trash aria-hidden className="size-4" />
              {listUi.delete}
            </DropdownMenu.Item>
          </MenuContent>
        </DropdownMenu.Root>
      </>
    );
  });
  return (
    <DataTable
      label={a.title}
      rows={accounts}
      columns={[...columns(today, onOpenProfile, accounts, selection), actions]}
      rowKey={(account) => account.id}
      numbering={{ header: c.index, offset }}
    />
  );
}
