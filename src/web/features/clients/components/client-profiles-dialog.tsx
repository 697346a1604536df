import { useState, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { businessToday } from '#shared/domain/business-time';
import { formatPhone } from '#shared/domain/phone';
import { clientProfilesUi, clientsUi } from '#shared/messages/clients';
import { commonMessages } from '#shared/messages/common';
import { messagingMessages } from '#shared/messages/messaging';
import {
  CLIENT_TYPE_LABELS,
  type Client,
  type ClientDetail,
  type ClientProfile,
} from '#shared/schemas/clients';
import { useClient } from '@/api/clients/get-client';
import { useBusinessTime } from '@/api/config/get-app-config';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ClientProfileCard } from './client-profile-card';
import { clientProfileState } from './client-profile-state';

const t = clientProfilesUi;

/** What Notificar Seleccionados and Personalizada hand to the messaging dialog over this one. */
export interface ClientNotifyRequest {
  /** Which button asked ('custom' starts from the template, to be rewritten), or null once closed. */
  mode: 'template' | 'custom' | null;
  client: ClientDetail;
  profiles: readonly ClientProfile[];
  today: string;
  onClose: () => void;
}

export interface ClientProfilesDialogProps {
  client: Client | null;
  onClose: () => void;
  /** The messaging dialog over this one (the route composes it: features do not import each other). */
  renderNotify: (request: ClientNotifyRequest) => ReactNode;
  /** What the client owes and their abonos, above the profiles (the route composes it, issue 24). */
  renderCartera?: (client: ClientDetail) => ReactNode;
  /** Vender de nuevo for a released client, below the cartera (the route composes it, issue 25). */
  renderSellAgain?: (client: ClientDetail) => ReactNode;
}

/**
 * The client profiles modal (spec section 2): cards coloured by state, select-all and per-card
 * checkboxes, Expirados / Por Vencer to select those, and Notificar Seleccionados or
 * Personalizada to write to the client about the selection.
 */
export function ClientProfilesDialog({
  client,
  onClose,
  renderNotify,
  renderCartera,
  renderSellAgain,
}: ClientProfilesDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={client ? t.title(client.name) : ''}
      description={
        client
          ? t.description(
              CLIENT_TYPE_LABELS[client.type],
              client.phone ? formatPhone(client.phone) : clientsUi.noPhone,
            )
          : undefined
      }
      wide
    >
      {client ? (
        <ClientProfilesBody
          key={client.id}
          clientId={client.id}
          renderNotify={renderNotify}
          renderCartera={renderCartera}
          renderSellAgain={renderSellAgain}
        />
      ) : null}
    </Dialog>
  );
}

function ClientProfilesBody({
  clientId,
  renderNotify,
  renderCartera,
  renderSellAgain,
}: {
  clientId: number;
  renderNotify: ClientProfilesDialogProps['renderNotify'];
  renderCartera: ClientProfilesDialogProps['renderCartera'];
  renderSellAgain: ClientProfilesDialogProps['renderSellAgain'];
}) {
  const client = useClient(clientId);
  const today = useBusinessTime().today ?? businessToday(new Date());
  if (client.isPending) {
    return (
      <div className="flex justify-center p-10">
        <Spinner label={commonMessages.loading} />
      </div>
    );
  }
  if (client.isError) {
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void client.refetch()}
        retrying={client.isFetching}
        className="py-10"
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {renderCartera?.(client.data)}
      {renderSellAgain?.(client.data)}
      {client.data.profiles.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{t.empty}</p>
      ) : (
        <ProfileSelection client={client.data} today={today} renderNotify={renderNotify} />
      )}
    </div>
  );
}

type Notice = { tone: 'error' | 'info'; text: string } | null;

function ProfileSelection({
  client,
  today,
  renderNotify,
}: {
  client: ClientDetail;
  today: string;
  renderNotify: ClientProfilesDialogProps['renderNotify'];
}) {
  const { profiles } = client;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [composing, setComposing] = useState<'template' | 'custom' | null>(null);

  const choose = (ids: number[]) => {
    setSelected(new Set(ids));
    setNotice(null);
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    choose([...next]);
  };
  const selectState = (state: 'expired' | 'near', none: string) => {
    const ids = profiles.filter((p) => clientProfileState(p, today) === state).map((p) => p.profile_id);
    choose(ids);
    if (ids.length === 0) setNotice({ tone: 'info', text: none });
  };
  const compose = (mode: 'template' | 'custom') => {
    if (selected.size === 0) return setNotice({ tone: 'error', text: messagingMessages.noProfileSelected });
    setComposing(mode);
  };

  const allSelected = selected.size === profiles.length;
  const chosen = profiles.filter((p) => selected.has(p.profile_id));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={allSelected}
            ref={(input) => {
              // Some but not all: the box says so, as mail clients do.
              if (input) input.indeterminate = selected.size > 0 && !allSelected;
            }}
            onChange={(event) => choose(event.target.checked ? profiles.map((p) => p.profile_id) : [])}
          />
          {t.selectAll}
        </label>
        <span className="text-xs text-muted" aria-live="polite">
          {t.selectedCount(selected.size, profiles.length)}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="secondary" size="sm" onClick={() => selectState('expired', t.noneExpired)}>
          {t.expiredButton}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => selectState('near', t.noneNear)}>
          {t.nearButton}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => compose('custom')}>
          {t.customButton}
        </Button>
        <Button size="sm" className="col-span-2" onClick={() => compose('template')}>
          <Send aria-hidden className="size-4" />
          {t.notifyButton}
        </Button>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {profiles.map((profile) => (
          <ClientProfileCard
            key={profile.profile_id}
            profile={profile}
            client={client}
            today={today}
            selected={selected.has(profile.profile_id)}
            onToggle={(on) => toggle(profile.profile_id, on)}
          />
        ))}
      </ul>
      {renderNotify({
        mode: composing,
        client,
        profiles: chosen,
        today,
        onClose: () => setComposing(null),
      })}
    </div>
  );
}
