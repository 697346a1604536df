import type { WebhookEvent } from '#shared/domain/webhooks';
import type { Movement } from '#shared/schemas/movements';
import type { TxContext } from '../../app-context';
import { addMs, nowIso } from '../../lib/time';
import { randomToken } from '../../lib/tokens';
import { activeWebhooks, insertDeliveries, insertWebhookEvent } from './webhook.repository';

// The webhooks' outbox (docs/decisions/049, ARCHITECTURE "side effects leave through an outbox"):
// the module that makes a change calls emitWebhookEvent inside its own transaction, so the event
// exists exactly when the change does (a rollback writes none). Nothing is sent here: the worker
// (webhook-delivery.job.ts) sends after the commit, so an endpoint that is slow, down or disabled never
// slows the sale. With no active endpoint wanting the event, nothing is written at all.

/** How long a delivery is retried after the event (then it is fallido). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** The JSON each delivery carries: the event's own id (receivers deduplicate by it), its name and when it happened. */
export interface WebhookBody {
  id: string;
  event: WebhookEvent;
  occurredAt: string;
  data: Record<string, unknown>;
}

export async function emitWebhookEvent(
  tx: TxContext,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const targets = (await activeWebhooks(tx.db, tx.dialect)).filter((w) =>
    w.events.split(',').includes(event),
  );
  if (targets.length === 0) return;
  const now = tx.now();
  const occurredAt = nowIso(now);
  const uid = `evt_${randomToken(16)}`;
  const body: WebhookBody = { id: uid, event, occurredAt, data };
  const { id: eventId } = await insertWebhookEvent(tx.db, {
    uid,
    event,
    occurred_at: occurredAt,
    body: JSON.stringify(body),
  });
  const retryUntil = nowIso(addMs(now, WEBHOOK_RETRY_WINDOW_MS));
  await insertDeliveries(
    tx.db,
    targets.map((w) => ({
      webhook_id: w.id,
      event_id: eventId,
      next_attempt_at: occurredAt,
      retry_until: retryUntil,
      created_at: occurredAt,
    })),
  );
}

/** A venta, renovación or cancelación as its event carries it: the movement, no secrets. */
export const movementEventData = (movement: Movement) => ({
  movementId: movement.id,
  type: movement.type,
  date: movement.date,
  amount: movement.amount,
  paymentStatus: movement.paymentStatus,
  dueDate: movement.dueDate,
  client:
    movement.clientId !== null || movement.clientName !== null
      ? { id: movement.clientId, name: movement.clientName }
      : null,
  service: movement.serviceName !== null ? { id: movement.serviceId, name: movement.serviceName } : null,
  profileId: movement.profileId,
  cancelsMovementId: movement.cancelsMovementId,
  description: movement.description,
  recordedBy: movement.createdByName,
  createdAt: movement.createdAt,
});

/** Emits the movement's event: every venta, renovación and cancelación is one. */
export const emitMovementEvent = (tx: TxContext, movement: Movement) =>
  emitWebhookEvent(tx, movement.type, movementEventData(movement));

/**
 * A profile freed of its holder: by hand (Editar Perfil), by the daily grace release, or by a
 * Revisión de datos fix (decision 053).
 */
export interface ProfileRelease {
  profile: {
    id: number;
    name: string;
    client_id: number | null;
    client_name: string | null;
    expiry_date: string | null;
  };
  account: { id: number; serviceId: number | null; serviceName: string };
  reason: 'manual' | 'periodo_de_gracia' | 'revision_de_datos';
  releasedBy: string | null;
}

/** perfil.liberado: which profile, whose it was and until when; never its PIN nor the account's password. */
export const emitProfileReleased = (tx: TxContext, release: ProfileRelease) =>
  emitWebhookEvent(tx, 'perfil.liberado', {
    profileId: release.profile.id,
    profileName: release.profile.name,
    accountId: release.account.id,
    service: { id: release.account.serviceId, name: release.account.serviceName },
    previousClient:
      release.profile.client_id !== null
        ? { id: release.profile.client_id, name: release.profile.client_name }
        : null,
    previousExpiryDate: release.profile.expiry_date,
    reason: release.reason,
    releasedBy: release.releasedBy,
  });
