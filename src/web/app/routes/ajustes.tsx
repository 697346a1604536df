import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { DatabaseBackup, KeyRound, Plus } from 'lucide-react';
import { apiTokensUi } from '#shared/messages/api-tokens';
import type { ApiToken } from '#shared/schemas/api-tokens';
import { useApiTokens } from '@/api/api-tokens/get-api-tokens';
import { useRevokeApiToken } from '@/api/api-tokens/revoke-api-token';
import { ApiTokensTable } from '@/features/api-tokens/components/api-tokens-table';
import { CreateApiTokenDialog } from '@/features/api-tokens/components/create-api-token-dialog';
import { WebhooksSection } from '@/features/webhooks/components/webhooks-section';
import { authMessages } from '#shared/messages/auth';
import { commonMessages } from '#shared/messages/common';
import { backupsUi } from '#shared/messages/backups';
import { paymentMethodsUi } from '#shared/messages/cartera';
import { settingsUi } from '#shared/messages/settings';
import { portalLinkUi } from '#shared/messages/portal';
import type { Backup, BackupList } from '#shared/schemas/backups';
import type { PaymentMethod } from '#shared/schemas/payments';
import { useCreateBackup } from '@/api/backups/create-backup';
import { downloadBackup } from '@/api/backups/download-backup';
import { useBackups } from '@/api/backups/get-backups';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useDeletePaymentMethod } from '@/api/payment-methods/delete-payment-method';
import { usePaymentMethods } from '@/api/payment-methods/get-payment-methods';
import { useSavePaymentMethod } from '@/api/payment-methods/save-payment-method';
import { useSettings } from '@/api/settings/get-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ListScreen } from '@/components/ui/list-screen';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { BackupsTable } from '@/features/backups/components/backups-table';
import { PostgresBackupHelp } from '@/features/backups/components/postgres-backup-help';
import { PaymentMethodFormDialog } from '@/features/payment-methods/components/payment-method-form-dialog';
import { PaymentMethodsTable } from '@/features/payment-methods/components/payment-methods-table';
import { GraceDaysForm } from '@/features/settings/components/grace-days-form';
import { SalePickPolicyForm } from '@/features/settings/components/sale-pick-policy-form';
import { PortalSettingsForm } from '@/features/settings/components/portal-settings-form';
import { SendingHoursForm } from '@/features/settings/components/sending-hours-form';
import { sendRunUi } from '#shared/messages/send-runs';
import { moveRequest, type MoveDirection } from '@/features/payment-methods/utils/move-payment-method';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useTimedNotice } from '@/lib/use-timed-notice';

const t = backupsUi;
const pm = paymentMethodsUi;
const it = apiTokensUi;

/**
 * Ajustes: Periodo de gracia, Perfil de una venta, Medios de pago, Integraciones (API tokens), then
 * Copias de seguridad (admins only: the shell sends others away,
 * the server refuses them).
 */
function SettingsRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return (
    // Block layout, not flex: each screen centres itself (mx-auto) at the full width.
    <div className="space-y-10">
      <GraceScreen />
      <PickPolicyScreen />
      <PortalScreen />
      <SendingHoursScreen />
      <PaymentMethodsScreen />
      <IntegrationsScreen />
      <WebhooksSection />
      <BackupsScreen />
    </div>
  );
}

type Settings = NonNullable<ReturnType<typeof useSettings>['data']>;

/**
 * One of Ajustes' settings forms: its title and description, the settings' loading and error
 * states, the form once they arrive, and the saved notice. `formKey` names the values the form
 * starts from, so it starts again from the saved ones after a save.
 */
function SettingsFormSection({
  id,
  title,
  description,
  formKey,
  children,
}: {
  id: string;
  title: string;
  description: string;
  formKey?: (settings: Settings) => string;
  children: (settings: Settings, onSaved: (message: string) => void) => ReactNode;
}) {
  const settings = useSettings();
  const { notice, showSuccess } = useTimedNotice();
  return (
    <section aria-labelledby={id} className="mx-auto flex max-w-6xl flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <Card className="flex flex-col gap-4 p-4">
        <p className="text-sm text-muted">{description}</p>
        {settings.isPending ? (
          <Spinner label={commonMessages.loading} />
        ) : settings.isError ? (
          <ErrorState
            message={settingsUi.loadFailed}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <Fragment key={formKey?.(settings.data)}>{children(settings.data, showSuccess)}</Fragment>
        )}
      </Card>
      <Toast notice={notice} />
    </section>
  );
}

/** The grace period (docs/decisions/040): one number, saved on its own. */
const GraceScreen = () => (
  <SettingsFormSection id="grace-title" title={settingsUi.title} description={settingsUi.description}>
    {(settings, onSaved) => <GraceDaysForm settings={settings} onSaved={onSaved} />}
  </SettingsFormSection>
);

/** Which account a sale takes its profile from when it names none (docs/decisions/042). */
const PickPolicyScreen = () => (
  <SettingsFormSection
    id="pick-title"
    title={settingsUi.pickTitle}
    description={settingsUi.pickDescription}
    formKey={(settings) => settings.salePickPolicy}
  >
    {(settings, onSaved) => <SalePickPolicyForm settings={settings} onSaved={onSaved} />}
  </SettingsFormSection>
);

/** The client portal's settings (issue 27, docs/decisions/051). */
const PortalScreen = () => (
  <SettingsFormSection
    id="portal-title"
    title={portalLinkUi.settingsTitle}
    description={portalLinkUi.settingsDescription}
    formKey={(s) => `${s.portalShowsAccess}-${s.portalLinkDays}-${s.portalTheme}`}
  >
    {(settings, onSaved) => <PortalSettingsForm settings={settings} onSaved={onSaved} />}
  </SettingsFormSection>
);

/** Send runs' sending hours (docs/decisions/052). */
const SendingHoursScreen = () => (
  <SettingsFormSection
    id="sending-hours-title"
    title={sendRunUi.hoursTitle}
    description={sendRunUi.hoursDescription}
    formKey={(s) => `${s.sendingHoursStart}-${s.sendingHoursEnd}`}
  >
    {(settings, onSaved) => <SendingHoursForm settings={settings} onSaved={onSaved} />}
  </SettingsFormSection>
);

/** After a move the row's arrow keeps the focus (or its twin, when the row reached an end). */
function focusMoved(id: number, direction: MoveDirection) {
  const button = (which: string) =>
    document.querySelector<HTMLButtonElement>(`[data-move="${which}-${id}"] button:not(:disabled)`);
  (button(direction) ?? button(direction === 'up' ? 'down' : 'up'))?.focus();
}

function PaymentMethodsScreen() {
  const methods = usePaymentMethods();
  const move = useSavePaymentMethod();
  const [form, setForm] = useState<{ method: PaymentMethod | null } | null>(null);
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<PaymentMethod>(useDeletePaymentMethod(), {
    failedText: pm.deleteFailed,
    onDeleted: () => showSuccess(pm.deleted),
  });

  // The arrow pressed is disabled while the move is saved, and its row changes place: once the
  // list has reloaded in its new order, the focus goes back to it.
  const focusAfterMove = useRef<{
    id: number;
    direction: MoveDirection;
    before: PaymentMethod[] | undefined;
  } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || methods.data === pending.before) return;
    focusAfterMove.current = null;
    focusMoved(pending.id, pending.direction);
  }, [methods.data]);

  const onMove = (method: PaymentMethod, direction: MoveDirection) => {
    const request = methods.data && moveRequest(methods.data, method.id, direction);
    if (!request) return;
    move.mutate(request, {
      onSuccess: () => {
        focusAfterMove.current = { id: method.id, direction, before: methods.data };
        showSuccess(pm.moved);
      },
      onError: (error) => showError(errorMessage(error, pm.saveFailed)),
    });
  };

  return (
    <ListScreen<PaymentMethod[]>
      title={pm.title}
      actions={
        <Button onClick={() => setForm({ method: null })}>
          <Plus aria-hidden className="size-4" />
          {pm.new}
        </Button>
      }
      filters={<p className="text-sm text-muted">{pm.description}</p>}
      query={methods}
      errorMessage={pm.loadFailed}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={pm.empty} body={pm.emptyBody} />}
      table={(list) => (
        <PaymentMethodsTable
          methods={list}
          moving={move.isPending}
          onMove={onMove}
          onEdit={(method) => setForm({ method })}
          onDelete={removal.ask}
        />
      )}
      dialogs={
        <>
          <PaymentMethodFormDialog
            open={form !== null}
            method={form?.method ?? null}
            onClose={() => setForm(null)}
            onSaved={() => showSuccess(pm.saved)}
          />
          <ConfirmDialog
            {...removal.dialog}
            message={pm.confirmDelete}
            subject={
              removal.target
                ? [removal.target.name, removal.target.number].filter(Boolean).join(' · ')
                : undefined
            }
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

/** Integraciones: the API tokens (docs/decisions/043). */
function IntegrationsScreen() {
  const tokens = useApiTokens();
  const { timeZone } = useBusinessTime();
  const [creating, setCreating] = useState(false);
  const { notice, showSuccess } = useTimedNotice();
  const revoke = useConfirmDelete<ApiToken>(useRevokeApiToken(), {
    failedText: it.revokeFailed,
    onDeleted: () => showSuccess(it.revoked_ok),
  });
  return (
    <ListScreen<ApiToken[]>
      title={it.title}
      actions={
        <Button onClick={() => setCreating(true)}>
          <KeyRound aria-hidden className="size-4" />
          {it.create}
        </Button>
      }
      filters={<p className="text-sm text-muted">{it.description}</p>}
      query={tokens}
      errorMessage={it.loadFailed}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={it.empty} />}
      table={(list) => (
        <ApiTokensTable tokens={list} timeZone={timeZone} now={new Date()} onRevoke={revoke.ask} />
      )}
      dialogs={
        <>
          <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} />
          <ConfirmDialog
            {...revoke.dialog}
            message={revoke.target ? it.revokeConfirm(revoke.target.name) : ''}
            confirmLabel={it.revoke}
            pendingLabel={it.revoking}
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

function BackupsScreen() {
  const backups = useBackups();
  const create = useCreateBackup();
  const { timeZone } = useBusinessTime();
  const { notice, showError, showSuccess } = useTimedNotice();
  const data = backups.data;
  const busy = create.isPending || data?.running === true;

  const makeOne = () =>
    create.mutate(undefined, {
      onSuccess: ({ message }) => showSuccess(message),
      onError: (error) => showError(errorMessage(error, t.createFailed)),
    });
  const download = (backup: Backup) =>
    void downloadBackup(backup.name).catch((error: unknown) =>
      showError(errorMessage(error, t.downloadFailed)),
    );

  return (
    <ListScreen<BackupList>
      title={t.title}
      actions={
        // On PostgreSQL there is no button: the text in the card says what to do instead.
        data?.supported && (
          <Button onClick={makeOne} disabled={busy}>
            <DatabaseBackup aria-hidden className="size-4" />
            {busy ? t.creating : t.createNow}
          </Button>
        )
      }
      filters={
        data?.supported && (
          <div className="flex flex-col gap-2">
            <Alert tone="info">{t.schedule(data.dailyAt, data.keep)}</Alert>
            <Alert tone="info">{t.keyWarning}</Alert>
            {data.running && <Alert tone="info">{t.running}</Alert>}
          </div>
        )
      }
      query={backups}
      errorMessage={t.loadFailed}
      isEmpty={(list) => !list.supported || list.backups.length === 0}
      empty={
        data && !data.supported ? <PostgresBackupHelp /> : <EmptyState title={t.empty} body={t.emptyBody} />
      }
      table={(list) => (
        <>
          <BackupsTable backups={list.backups} timeZone={timeZone} onDownload={download} />
          <p className="border-t border-border px-4 py-3 text-xs text-muted">{t.restoreHint}</p>
        </>
      )}
      dialogs={<Toast notice={notice} />}
    />
  );
}

export { SettingsRoute as Component };
