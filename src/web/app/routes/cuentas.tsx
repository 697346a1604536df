import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KeyRound, ListChecks, Plus, ShoppingCart, Zap } from 'lucide-react';
import {
  accountPasswordsMessages,
  accountPasswordsUi,
  accountsMessages,
  accountsUi,
} from '#shared/messages/accounts';
import type { AccountPasswordsResult } from '#shared/schemas/account-passwords';
import { incidentsUi } from '#shared/messages/incidents';
import { listUi } from '#shared/messages/common';
import { salesUi } from '#shared/messages/sales';
import {
  DEFAULT_PAGE_SIZE,
  EXPIRY_FILTERS,
  SEARCH_MAX_LENGTH,
  type ExpiryFilter,
} from '#shared/domain/lists';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import { useDeleteAccount } from '@/api/accounts/delete-account';
import { accountsExportPath } from '@/api/accounts/export-accounts';
import { useAccounts } from '@/api/accounts/get-accounts';
import { useSetAccountHidden } from '@/api/accounts/set-account-hidden';
import { useBusinessTime } from '@/api/config/get-app-config';
import { allServicesQuery, useServices } from '@/api/services/get-services';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { ACCOUNT_FILTER_PARAMS, LIST_PARAMS } from '@/config/paths';
import { AccountFilters } from '@/features/accounts/components/account-filters';
import { AccountsTable } from '@/features/accounts/components/accounts-table';
import { BlockedProfileDialog } from '@/features/accounts/components/blocked-profile-dialog';
import type { PasswordTarget } from '@/features/accounts/components/change-passwords-dialog';
import type { ProfileTarget } from '@/features/accounts/components/profile-dialog';
import type { SellRequest } from '@/features/accounts/components/sell-dialog';
import type { AccountNotifyRequest } from '@/features/messaging/components/account-notify-dialog';
import { hasHolders } from '@/features/messaging/utils/has-holders';
import { errorMessage } from '@/lib/api-error';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useCreateRequest } from '@/lib/use-create-request';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { useUrlFilters } from '@/lib/use-url-filters';

// The dialogs load when first opened: the list, what every visit needs, comes first (issue 12).
const AccountFormDialog = lazyDialog(
  () => import('@/features/accounts/components/account-form-dialog').then((m) => m.AccountFormDialog),
  (props) => props.open,
);
const AssignProfileDialog = lazyDialog(
  () => import('@/features/accounts/components/assign-profile-dialog').then((m) => m.AssignProfileDialog),
  (props) => props.target !== null,
);
const EditProfileDialog = lazyDialog(
  () => import('@/features/accounts/components/edit-profile-dialog').then((m) => m.EditProfileDialog),
  (props) => props.target !== null,
);
const CompensateDialog = lazyDialog(
  () => import('@/features/accounts/components/compensate-dialog').then((m) => m.CompensateDialog),
  (props) => props.account !== null,
);
const AccountNotifyDialog = lazyDialog(
  () => import('@/features/messaging/components/account-notify-dialog').then((m) => m.AccountNotifyDialog),
  (props) => props.request !== null,
);
// Vender (issue 25): a plan sold to a client, the free profile (or whole account) picked by the shop.
const SellDialog = lazyDialog(
  () => import('@/features/accounts/components/sell-dialog').then((m) => m.SellDialog),
  (props) => props.request !== null,
);
// Incidentes (issue 26): the days of an outage for many accounts at once, and their undo.
const IncidentDialog = lazyDialog(
  () => import('@/features/incidents/components/incident-dialog').then((m) => m.IncidentDialog),
  (props) => props.open,
);
const IncidentsDialog = lazyDialog(
  () => import('@/features/incidents/components/incidents-dialog').then((m) => m.IncidentsDialog),
  (props) => props.open,
);
// Cambiar contraseñas (issue 26 item 2): the ticked accounts' new passwords, then one Nueva
// Contraseña message per holder.
const ChangePasswordsDialog = lazyDialog(
  () => import('@/features/accounts/components/change-passwords-dialog').then((m) => m.ChangePasswordsDialog),
  (props) => props.accounts !== null,
);
const PasswordNoticesDialog = lazyDialog(
  () =>
    import('@/features/messaging/components/password-notices-dialog').then((m) => m.PasswordNoticesDialog),
  (props) => props.result !== null,
);
const HistoryDialog = lazyDialog(
  () => import('@/features/accounts/components/history-dialog').then((m) => m.HistoryDialog),
  (props) => props.account !== null,
);

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** Listado de Cuentas: where staff sell, renew and free profiles all day. */
function CuentasRoute() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const filters = useUrlFilters({
    serviceId: { param: ACCOUNT_FILTER_PARAMS.serviceId, fallback: '', valid: isId },
    expiryFilter: {
      param: ACCOUNT_FILTER_PARAMS.expiryFilter,
      fallback: 'all',
      valid: (v) => (EXPIRY_FILTERS as readonly string[]).includes(v),
    },
    hidden: { param: ACCOUNT_FILTER_PARAMS.hidden, fallback: 'exclude', valid: (v) => v === 'only' },
    providerDue: { param: ACCOUNT_FILTER_PARAMS.providerDue, fallback: 'false', valid: (v) => v === 'true' },
  });
  const { values } = filters;
  const accounts = useAccounts({
    ...list.query,
    serviceId: values.serviceId ? Number(values.serviceId) : null,
    expiryFilter: values.expiryFilter as ExpiryFilter,
    hidden: values.hidden as 'exclude' | 'only',
    providerDue: values.providerDue === 'true',
  });
  useClampedPage(list, accounts);
  const serviceOptions = useServices(allServicesQuery);
  const services = serviceOptions.data?.services ?? [];
  const { today, timeZone, query: config } = useBusinessTime();
  const startWithNew = useCreateRequest();
  const [form, setForm] = useState<{ account: Account | null } | null>(
    startWithNew ? { account: null } : null,
  );
  const [assigning, setAssigning] = useState<ProfileTarget | null>(null);
  const [editing, setEditing] = useState<ProfileTarget | null>(null);
  const [blocked, setBlocked] = useState<ProfileTarget | null>(null);
  const [compensating, setCompensating] = useState<Account | null>(null);
  const [historyOf, setHistoryOf] = useState<Account | null>(null);
  const [notifying, setNotifying] = useState<AccountNotifyRequest | null>(null);
  const [sellRequest, setSellRequest] = useState<SellRequest | null>(null);
  // The accounts ticked for an incident: kept across pages and filters until applied or cleared.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [incidentOpen, setIncidentOpen] = useState(false);
  const [incidentsOpen, setIncidentsOpen] = useState(false);
  // What the password dialog names each ticked account by (the selection outlives its page).
  const [tickedNames, setTickedNames] = useState<ReadonlyMap<number, PasswordTarget>>(new Map());
  const [passwordsOpen, setPasswordsOpen] = useState(false);
  const [passwordResult, setPasswordResult] = useState<AccountPasswordsResult | null>(null);
  const pageAccounts = accounts.data?.accounts ?? [];
  const remember = (list: Account[]) =>
    setTickedNames((now) => {
      const next = new Map(now);
      for (const a of list) next.set(a.id, { id: a.id, username: a.username, serviceName: a.service.name });
      return next;
    });
  const selection = {
    selected,
    onToggle: (account: Account, checked: boolean) => {
      if (checked) remember([account]);
      setSelected((now) => {
        const next = new Set(now);
        if (checked) next.add(account.id);
        else next.delete(account.id);
        return next;
      });
    },
    onTogglePage: (checked: boolean) => {
      if (checked) remember(pageAccounts);
      setSelected((now) => {
        const next = new Set(now);
        for (const account of pageAccounts) {
          if (checked) next.add(account.id);
          else next.delete(account.id);
        }
        return next;
      });
    },
  };
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Account>(useDeleteAccount(), {
    failedText: accountsMessages.deleteFailed,
    onDeleted: () => showSuccess(accountsUi.deleted),
  });
  const setHidden = useSetAccountHidden();
  const [, setParams] = useSearchParams();
  // A new account has every profile libre, so it sorts last: show it by its username instead
  // (other filters dropped, they might hide it), ready for its first sale.
  const showCreated = (account: Account) => {
    // A username may be longer than a search can be; its start finds it just as well.
    setParams(new URLSearchParams({ [LIST_PARAMS.search]: account.username.slice(0, SEARCH_MAX_LENGTH) }));
    showSuccess(accountsUi.created);
  };
  const openNew = () => setForm({ account: null });
  // A new password the clients do not know yet locks them out: offer to tell them at once.
  const onSaved = (saved: Account, previous: Account | null) => {
    if (!previous) return showCreated(saved);
    showSuccess(accountsUi.saved);
    if (previous.password !== saved.password && hasHolders(saved)) {
      setNotifying({ kind: 'password', account: saved, previousPassword: previous.password });
    }
  };
  const filtered =
    Boolean(list.query.search) ||
    values.serviceId !== '' ||
    values.expiryFilter !== 'all' ||
    values.hidden === 'only' ||
    values.providerDue === 'true';

  const openProfile = (account: Account, profile: Profile) => {
    if (profile.status === 'libre') return setAssigning({ account, profile });
    if (profile.status === 'ocupado') return setEditing({ account, profile });
    setBlocked({ account, profile });
  };

  const toggleHidden = (account: Account) =>
    setHidden.mutate(
      { id: account.id, hidden: !account.hidden },
      {
        onSuccess: () => showSuccess(account.hidden ? accountsUi.shown : accountsUi.hidden),
        onError: (error) => showError(errorMessage(error, accountsMessages.saveFailed)),
      },
    );

  return (
    <ListScreen
      title={accountsUi.title}
      actions={
        <>
          {selected.size > 0 && (
            <span className="flex items-center gap-1 text-sm text-muted" aria-live="polite">
              {incidentsUi.selected(selected.size)}
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                {incidentsUi.clearSelection}
              </Button>
            </span>
          )}
          <Button variant="secondary" onClick={() => setIncidentOpen(true)}>
            <Zap aria-hidden className="size-4" />
            {selected.size > 0 ? incidentsUi.actionWithCount(selected.size) : incidentsUi.action}
          </Button>
          {selected.size > 0 && (
            <Button variant="secondary" onClick={() => setPasswordsOpen(true)}>
              <KeyRound aria-hidden className="size-4" />
              {accountPasswordsUi.actionWithCount(selected.size)}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setIncidentsOpen(true)}>
            <ListChecks aria-hidden className="size-4" />
            {incidentsUi.history}
          </Button>
          <ExportMenu
            path={accountsExportPath}
            params={{ ...values, search: list.query.search }}
            fileName="cuentas"
          />
          <Button variant="secondary" onClick={() => setSellRequest({ client: null })}>
            <ShoppingCart aria-hidden className="size-4" />
            {salesUi.action}
          </Button>
          <Button onClick={openNew}>
            <Plus aria-hidden className="size-4" />
            {accountsUi.new}
          </Button>
        </>
      }
      filters={
        <AccountFilters
          search={list.search}
          onSearch={list.setSearch}
          services={services}
          serviceId={values.serviceId}
          onServiceId={(value) => filters.set('serviceId', value)}
          expiryFilter={values.expiryFilter as ExpiryFilter}
          onExpiryFilter={(value) => filters.set('expiryFilter', value)}
          hidden={values.hidden as 'exclude' | 'only'}
          onHidden={(value) => filters.set('hidden', value)}
          providerDue={values.providerDue === 'true'}
          onProviderDue={(value) => filters.set('providerDue', String(value))}
        />
      }
      query={accounts}
      errorMessage={accountsMessages.loadFailed}
      isEmpty={(data) => data.accounts.length === 0}
      empty={
        filtered ? (
          <EmptyState
            title={listUi.empty}
            body={accountsUi.emptySearch}
            action={
              <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                {accountsUi.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={accountsUi.emptyTitle}
            body={accountsUi.emptyBody}
            action={<Button onClick={openNew}>{accountsUi.emptyAction}</Button>}
          />
        )
      }
      table={(data) =>
        // The colours and days left need the business date: wait for it, or say it failed.
        !today ? (
          config.isError ? (
            <ErrorState
              message={accountsMessages.loadFailed}
              onRetry={() => void config.refetch()}
              retrying={config.isFetching}
            />
          ) : (
            <Spinner className="p-4" />
          )
        ) : (
          <AccountsTable
            accounts={data.accounts}
            offset={(data.pagination.currentPage - 1) * data.pagination.limit}
            today={today}
            onOpenProfile={openProfile}
            onNotify={(account) => setNotifying({ kind: 'notify', account })}
            onEdit={(account) => setForm({ account })}
            onDelete={removal.ask}
            onToggleHidden={toggleHidden}
            onCompensate={setCompensating}
            onHistory={setHistoryOf}
            selection={selection}
          />
        )
      }
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={accounts.isFetching}
        />
      )}
      dialogs={
        <>
          <AccountFormDialog
            open={form !== null}
            account={form?.account ?? null}
            services={services}
            servicesFailed={serviceOptions.isError ? { retry: () => void serviceOptions.refetch() } : null}
            onClose={() => setForm(null)}
            onSaved={(account) => onSaved(account, form?.account ?? null)}
          />
          {today && (
            <>
              <AssignProfileDialog target={assigning} today={today} onClose={() => setAssigning(null)} />
              <AccountNotifyDialog request={notifying} today={today} onClose={() => setNotifying(null)} />
              <SellDialog
                request={sellRequest}
                today={today}
                onClose={() => setSellRequest(null)}
                onSold={showSuccess}
              />
              <EditProfileDialog
                target={editing}
                today={today}
                onClose={() => setEditing(null)}
                onDone={showSuccess}
              />
            </>
          )}
          <BlockedProfileDialog
            target={blocked}
            onClose={() => setBlocked(null)}
            onDone={showSuccess}
            onSell={(target) => {
              setBlocked(null);
              setAssigning(target);
            }}
          />
          <CompensateDialog
            account={compensating}
            onClose={() => setCompensating(null)}
            onDone={showSuccess}
          />
          <HistoryDialog account={historyOf} onClose={() => setHistoryOf(null)} />
          <IncidentDialog
            open={incidentOpen}
            accountIds={[...selected]}
            services={services}
            onClose={() => setIncidentOpen(false)}
            onDone={(text) => {
              setSelected(new Set());
              showSuccess(text);
            }}
          />
          <ChangePasswordsDialog
            accounts={passwordsOpen ? [...selected].flatMap((id) => tickedNames.get(id) ?? []) : null}
            onClose={() => setPasswordsOpen(false)}
            onChanged={(result) => {
              setPasswordsOpen(false);
              setSelected(new Set());
              showSuccess(accountPasswordsMessages.changed(result.changed));
              if (result.holders.length > 0) setPasswordResult(result);
            }}
          />
          {today && (
            <PasswordNoticesDialog
              result={passwordResult}
              today={today}
              onClose={() => setPasswordResult(null)}
            />
          )}
          <IncidentsDialog open={incidentsOpen} onClose={() => setIncidentsOpen(false)} timeZone={timeZone} />
          <ConfirmDialog
            {...removal.dialog}
            message={accountsMessages.confirmDelete}
            subject={
              removal.target ? `${removal.target.service.name} · ${removal.target.username}` : undefined
            }
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

export { CuentasRoute as Component };
