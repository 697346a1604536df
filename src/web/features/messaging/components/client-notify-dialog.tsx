import { useMemo, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import clsx from 'clsx';
import {
  anyNearExpiry,
  composeMessage,
  renewalTotal,
  suggestedType,
  whatsappMessageLink,
  type WhatsappType,
} from '#shared/domain/messaging';
import { formatCop } from '#shared/domain/money';
import { clientProfilesUi } from '#shared/messages/clients';
import { commonUi } from '#shared/messages/common';
import { messagingMessages, templateEditorUi } from '#shared/messages/messaging';
import type { ClientDetail, ClientProfile } from '#shared/schemas/clients';
import type { Templates } from '#shared/schemas/templates';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import { useTemplates } from '@/api/templates/get-templates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/input';
import { QueryView } from '@/components/ui/query-view';
import { toMessageProfile } from '@/lib/message-profile';
import { useSendQueue, type OutgoingMessage } from '../hooks/use-send-queue';
import { SendQueueView } from './send-queue-view';

const t = clientProfilesUi;

/** Spec section 9: the client screen offers only these two types. */
const CLIENT_TYPES: readonly WhatsappType[] = ['expirado', 'renovaciones'];

/** Opened from Clientes' profiles dialog, which hands over the client and the selected profiles. */
export interface ClientNotifyDialogProps {
  open: boolean;
  /** Personalizada: the message starts from the template and the user rewrites it at will. */
  custom: boolean;
  client: ClientDetail;
  /** The selected profiles (at least one). */
  profiles: readonly ClientProfile[];
  today: string;
  onClose: () => void;
}

/**
 * The notification-type picker: expirado or renovaciones (the suggested one preselected), one
 * combined message for every selected profile (renovaciones with the total), and Enviar por
 * WhatsApp, which records it in the notification log and opens the chat.
 */
export function ClientNotifyDialog({ open, custom, onClose, ...rest }: ClientNotifyDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={custom ? t.customTitle : t.notifyTitle}
      description={t.notifyDescription(rest.client.name, rest.profiles.length)}
      wide
    >
      {open ? <NotifyBody custom={custom} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function NotifyBody(props: Omit<ClientNotifyDialogProps, 'open'>) {
  const templates = useTemplates();
  return (
    <QueryView
      query={templates}
      errorMessage={templateEditorUi.loadFailed}
      isEmpty={() => false}
      empty={null}
    >
      {(data) => <Compose {...props} templates={data} />}
    </QueryView>
  );
}

function Compose({
  custom,
  client,
  profiles,
  today,
  templates,
  onClose,
}: Omit<ClientNotifyDialogProps, 'open'> & { templates: Templates }) {
  const afterSent = useAfterNotification();
  const suggestion = suggestedType(
    profiles.map((p) => ({ status: p.status, expiryDate: p.expiry_date })),
    today,
    'client',
  );
  const [type, setType] = useState<WhatsappType>(suggestion);
  // Personalizada's own text once the user changes it; until then it follows the template.
  const [draft, setDraft] = useState<string | null>(null);

  const messageProfiles = useMemo(() => profiles.map(toMessageProfile), [profiles]);
  const fromTemplate = composeMessage(templates.whatsapp[type], type, client, messageProfiles, today, {
    paymentMethods: templates.paymentMethods,
  });
  const text = draft ?? fromTemplate;
  const invalid =
    type === 'renovaciones' &&
    !anyNearExpiry(
      profiles.map((p) => ({ status: p.status, expiryDate: p.expiry_date })),
      today,
    )
      ? messagingMessages.noneNearExpiry
      : !whatsappMessageLink(client.phone, text).ok
        ? messagingMessages.noPhone
        : text.trim() === ''
          ? messagingMessages.textRequired
          : null;

  const outgoing = useMemo<OutgoingMessage[]>(
    () => [
      {
        key: `client-${client.id}`,
        clientName: client.name,
        phone: client.phone,
        text,
        log: { clientId: client.id, profileIds: profiles.map((p) => p.profile_id), type },
      },
    ],
    [client, profiles, text, type],
  );
  const queue = useSendQueue(outgoing, {
    onSent: afterSent,
  });
  const started = queue.mode !== 'idle';

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" disabled={started}>
        <legend className="mb-2 text-sm font-medium">{t.typeLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CLIENT_TYPES.map((option) => (
            <label
              key={option}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                option === type ? 'border-primary bg-primary-soft' : 'border-border',
              )}
            >
              <input
                type="radio"
                name="client-notify-type"
                value={option}
                className="size-4 accent-primary"
                checked={option === type}
                onChange={() => setType(option)}
              />
              <span className="font-medium">{messagingMessages.typeLabels[option]}</span>
              {option === suggestion ? (
                <span className="ml-auto rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
                  {t.suggested}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'renovaciones' ? (
        <p className="text-sm">
          {t.total}:{' '}
          <span data-testid="client-notify-total" className="font-semibold tabular-nums">
            {formatCop(renewalTotal(client, messageProfiles))}
          </span>
        </p>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor="client-notify-message" className="text-sm font-medium">
            {t.message}
          </label>
          {custom && draft !== null && !started ? (
            <button
              type="button"
              className="text-xs text-primary hover:underline"
              onClick={() => setDraft(null)}
            >
              {t.restoreTemplate}
            </button>
          ) : null}
        </div>
        {custom ? (
          <textarea
            id="client-notify-message"
            rows={10}
            maxLength={4000}
            value={text}
            readOnly={started}
            onChange={(event) => setDraft(event.target.value)}
            className={clsx(inputClass, 'h-auto py-2 leading-relaxed')}
          />
        ) : (
          <div
            id="client-notify-message"
            data-testid="client-notify-preview"
            className="max-h-72 overflow-y-auto rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm break-words whitespace-pre-wrap"
          >
            {text}
          </div>
        )}
        <p className="text-xs text-muted">{custom ? t.customHint : t.messageHint}</p>
      </div>

      {invalid && !started ? <Alert tone="error">{invalid}</Alert> : null}
      {started ? <SendQueueView queue={queue} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={queue.busy && queue.mode === 'burst'}>
          {queue.mode === 'done' ? t.close : commonUi.cancel}
        </Button>
        {!started ? (
          <Button onClick={queue.start} disabled={invalid !== null}>
            <MessageCircle aria-hidden className="size-4" />
            {t.send}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
