import { useMemo, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import { NEAR_EXPIRY_DAYS, NOTIFY_WINDOW_DAYS, type ExpiryState } from '#shared/domain/expiry';
import {
  composeMessage,
  type MessageClient,
  type MessageExtras,
  type MessageProfile,
} from '#shared/domain/messaging';
import { formatPhone } from '#shared/domain/phone';
import {
  noticeProblem,
  noticeState,
  offeredNoticeTypes,
  suggestedNoticeType,
  templateTypeFor,
  type NoticeType,
} from '#shared/domain/profile-notice';
import { commonUi } from '#shared/messages/common';
import { messagingMessages, notifyProfilesUi } from '#shared/messages/messaging';
import type { Templates } from '#shared/schemas/templates';
import { useAfterNotification } from '@/api/notification-log/record-notification';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useSendQueue, type OutgoingMessage } from '../hooks/use-send-queue';
import { SendQueueView } from './send-queue-view';

const t = notifyProfilesUi;

/** One profile to tell its client about. */
export interface NotifyEntry {
  profileId: number;
  client: MessageClient & { id: number };
  profile: MessageProfile & { status: string };
}

export interface NotifyProfilesPanelProps {
  /** The profiles offered, all selected at first. */
  entries: readonly NotifyEntry[];
  templates: Templates;
  /** Business date (YYYY-MM-DD) the states and days count from. */
  today: string;
  /** `account`: the per-account modal (7-day window, its suggestion rule); `client` elsewhere. */
  where?: 'account' | 'client';
  /** Only these types (the Nueva Contraseña offer); by default the ones the profiles allow. */
  types?: readonly NoticeType[];
  /** Preselected instead of the suggestion. */
  initialType?: NoticeType;
  /** What only the staff member knows (the previous and the new password). */
  extras?: MessageExtras;
  onClose: () => void;
}

const stateTones: Record<ExpiryState, string> = {
  active: 'bg-success/15 text-success',
  near: 'bg-warning/15 text-warning',
  expired: 'bg-danger/15 text-danger',
};

/**
 * The notification dialog for profiles (spec section 2): the profiles with client and state, each
 * uncheckable; the type (suggested, Renovación only when one is due); a preview; and Enviar
 * Notificaciones, one WhatsApp message per profile, 500 ms apart, recorded in the log.
 */
export function NotifyProfilesPanel({
  entries,
  templates,
  today,
  where = 'account',
  types,
  initialType,
  extras,
  onClose,
}: NotifyProfilesPanelProps) {
  const window = where === 'account' ? NOTIFY_WINDOW_DAYS : NEAR_EXPIRY_DAYS;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => {
    // A renewal reminder is for the holders who are due: when some are, only they start checked,
    // so nobody with weeks left is told their plan is ending. A type given by the caller (the
    // Nueva Contraseña offer) is for every holder.
    const due = entries.filter((entry) => noticeState(entry.profile, today, window) !== 'active');
    const initial = initialType === undefined && due.length > 0 ? due : entries;
    return new Set(initial.map((entry) => entry.profileId));
  });
  const [chosen, setChosen] = useState<NoticeType | null>(initialType ?? null);
  const [problemType, setProblemType] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [started, setStarted] = useState(false);

  const picked = entries.filter((entry) => selected.has(entry.profileId));
  const offered =
    types ??
    offeredNoticeTypes(
      entries.map((entry) => entry.profile),
      today,
      window,
    );
  // Until the user picks one, the type follows the selection's suggestion (spec section 4).
  const type =
    chosen !== null && offered.includes(chosen)
      ? chosen
      : suggestedNoticeType(
          picked.map((entry) => entry.profile),
          today,
          offered,
          where,
        );
  const problem = noticeProblem(
    picked.map((entry) => entry.profile),
    type,
    today,
    window,
  );

  const outgoing = useMemo(
    () =>
      entries
        .filter((entry) => selected.has(entry.profileId))
        .map((entry): OutgoingMessage => {
          const templateType = templateTypeFor(type, entry.profile, today);
          const text = composeMessage(
            templates.whatsapp[templateType],
            templateType,
            entry.client,
            [entry.profile],
            today,
            {
              ...extras,
              problemType: problemType.trim() || undefined,
              paymentMethods: templates.paymentMethods,
            },
          );
          return {
            key: `profile-${entry.profileId}`,
            clientName: entry.client.name,
            phone: entry.client.phone,
            text,
            log: { clientId: entry.client.id, profileIds: [entry.profileId], type: templateType },
          };
        }),
    [entries, selected, type, templates, today, extras, problemType],
  );
  // A new batch (a fresh send queue) whenever what would be sent changes.
  const batchKey = outgoing.map((m) => `${m.key}\u0000${m.phone ?? ''}\u0000${m.text}`).join('\u0001');

  const toggle = (profileId: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(profileId);
      else next.delete(profileId);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      {!started && (
        <>
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 flex w-full items-baseline justify-between gap-2 text-sm font-medium">
              {t.profilesLegend}
              <span className="text-xs font-normal text-muted">
                {t.selectedCount(selected.size, entries.length)}
              </span>
            </legend>
            <ul className="flex flex-col gap-2 sm:max-h-64 sm:overflow-y-auto">
              {entries.map((entry) => (
                <EntryRow
                  key={entry.profileId}
                  entry={entry}
                  state={noticeState(entry.profile, today, window)}
                  checked={selected.has(entry.profileId)}
                  onChange={(on) => toggle(entry.profileId, on)}
                />
              ))}
            </ul>
          </fieldset>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium">{t.typeLegend}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {offered.map((value) => (
                <label
                  key={value}
                  className={clsx(
                    'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition',
                    value === type ? 'border-primary bg-primary-soft' : 'border-border hover:bg-surface-2',
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input
                      type="radio"
                      name="notify-type"
                      value={value}
                      checked={value === type}
                      onChange={() => setChosen(value)}
                      className="size-4 accent-(--cc-primary)"
                    />
                    {messagingMessages.typeLabels[value]}
                  </span>
                  <span className="pl-6 text-xs text-muted">{t.typeHints[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {type === 'garantia' && (
            <Field id="notify-problem" label={t.problemType}>
              <Input
                id="notify-problem"
                value={problemType}
                maxLength={200}
                placeholder={t.problemPlaceholder}
                onChange={(event) => setProblemType(event.target.value)}
              />
            </Field>
          )}
          {outgoing.length > 0 && <Preview outgoing={outgoing} entries={entries} />}
        </>
      )}
      <SendControl
        key={batchKey}
        outgoing={outgoing}
        problem={attempted ? problem : null}
        onSend={() => {
          setAttempted(true);
          if (problem) return false;
          setStarted(true);
          return true;
        }}
        onClose={onClose}
      />
    </div>
  );
}

function EntryRow({
  entry,
  state,
  checked,
  onChange,
}: {
  entry: NotifyEntry;
  state: ExpiryState;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { client, profile } = entry;
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-2.5 hover:bg-surface-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-(--cc-primary)"
        />
        <span className="min-w-0 flex-1 text-sm">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium">{profile.profileName}</span>
            <span
              className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', stateTones[state])}
              data-testid="notify-state"
            >
              {t.states[state]}
            </span>
          </span>
          <span className="flex flex-wrap gap-x-1.5">
            <span className="min-w-0 break-words">{client.name}</span>
            {client.phone && <span className="text-muted">· {formatPhone(client.phone)}</span>}
          </span>
          {!client.phone && (
            <span className="flex items-center gap-1 text-xs text-warning">
              <TriangleAlert aria-hidden className="size-3.5 shrink-0" />
              {messagingMessages.noPhone}
            </span>
          )}
          <span className="block text-xs text-muted">
            {profile.expiryDate ? t.expires(formatDisplayDate(profile.expiryDate)) : t.noExpiry}
          </span>
        </span>
      </label>
    </li>
  );
}

function Preview({
  outgoing,
  entries,
}: {
  outgoing: readonly OutgoingMessage[];
  entries: readonly NotifyEntry[];
}) {
  const profileName = (key: string) =>
    entries.find((entry) => `profile-${entry.profileId}` === key)?.profile.profileName ?? '';
  return (
    <section aria-label={t.preview(outgoing.length)} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{t.preview(outgoing.length)}</h3>
      <ul className="flex flex-col gap-3 sm:max-h-72 sm:overflow-y-auto">
        {outgoing.map((message) => (
          <li key={message.key} data-testid="notify-preview">
            <p className="mb-1 text-xs font-medium text-muted">
              {t.previewTo(message.clientName, profileName(message.key))}
            </p>
            <pre className="rounded-lg bg-surface-2 p-2.5 font-sans text-xs break-words whitespace-pre-wrap">
              {message.text}
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Enviar Notificaciones, then the batch's progress. Mounted afresh (a new key) for each batch,
 * as the send queue asks; `start` runs in the click itself, so the browser lets the first
 * WhatsApp window open.
 */
function SendControl({
  outgoing,
  problem,
  onSend,
  onClose,
}: {
  outgoing: readonly OutgoingMessage[];
  problem: string | null;
  /** False when something stops the send (its message is then shown). */
  onSend: () => boolean;
  onClose: () => void;
}) {
  const afterSent = useAfterNotification();
  const queue = useSendQueue(outgoing, {
    onSent: afterSent,
  });
  if (queue.mode === 'idle') {
    return (
      <>
        {problem && <Alert tone="error">{problem}</Alert>}
        <FormActions
          onCancel={onClose}
          pending={false}
          label={t.send}
          onConfirm={() => {
            if (onSend()) queue.start();
          }}
        />
      </>
    );
  }
  return (
    <>
      <SendQueueView queue={queue} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {commonUi.close}
        </Button>
      </div>
    </>
  );
}
