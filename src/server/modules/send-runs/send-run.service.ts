import type { Selectable } from 'kysely';
import { businessTimeOfDay } from '#shared/domain/business-time';
import type { LoggedWhatsappType } from '#shared/domain/messaging';
import {
  etaMinutes,
  isWithinSendingHours,
  MAX_SEND_RUN_CLIENTS,
  SEND_RUN_CLAIM_LEASE_MS,
  type SendRunOutcome,
} from '#shared/domain/send-runs';
import { whatsappMessageLink } from '#shared/domain/whatsapp';
import { sendRunMessages as m } from '#shared/messages/send-runs';
import type { SendRun, SendRunInput, SendRunItem } from '#shared/schemas/send-runs';
import type { AppContext } from '../../app-context';
import type { SendRunItemsTable, SendRunsTable, UserRow } from '../../db/schema';
import { actorOf, type Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import {
  pendingNoticeClientIds,
  pendingNoticeFor,
  recordNotice,
} from '../incidents/notices/incident-notice.service';
import { clientHandledToday, recordNotification } from '../reminders/notification-log.service';
import { dueClientIds, reminderCards } from '../reminders/reminder.service';
import { getShopSettings } from '../settings/settings.service';
import {
  claimItem,
  clientRows,
  describeItem,
  findItem,
  findRun,
  finishItem,
  handPace,
  insertItems,
  insertRun,
  itemCounts,
  listRunRows,
  markStarted,
  nextCandidate,
  openClaimOf,
  openItemsLeft,
  releaseClaims,
  setRunStatus,
} from './send-run.repository';

// Send runs (issue 26 item 3, docs/decisions/052). A run is a list of clients fixed when it is
// created; staff members take them one at a time (POST .../next), each message rendered then by
// the same code Avisos uses, and report what happened. Everything lives in the database, so a
// reload, a second device or a second staff member continues the same run.

type RunRow = Selectable<SendRunsTable>;
type ItemRow = Selectable<SendRunItemsTable>;

async function sendingHours(ctx: AppContext) {
  const settings = await getShopSettings(ctx);
  const start = settings.sendingHoursStart;
  const end = settings.sendingHoursEnd;
  const time = businessTimeOfDay(ctx.now(), ctx.config.TZ_APP);
  return { start, end, outside: !isWithinSendingHours(time, start, end) };
}

async function toRun(ctx: AppContext, row: RunRow): Promise<SendRun> {
  const [counts, pace, hours] = await Promise.all([
    itemCounts(ctx.db, row.id),
    handPace(ctx.db, row.id),
    sendingHours(ctx),
  ]);
  const n = (status: ItemRow['status']) => counts.get(status) ?? 0;
  const progress = {
    total: row.total,
    sent: n('sent'),
    skipped: n('skipped'),
    failed: n('failed'),
    claimed: n('claimed'),
    pending: n('pending'),
    done: n('sent') + n('skipped') + n('failed'),
  };
  const elapsed =
    row.started_at && pace.last
      ? new Date(toIso(pace.last)).getTime() - new Date(toIso(row.started_at)).getTime()
      : -1;
  return {
    id: row.id,
    source: row.source,
    window: row.window_days,
    incidentId: row.incident_id,
    type: (row.type as SendRun['type']) ?? null,
    skipMessagedToday: Number(row.skip_messaged_today) === 1,
    // Going, with nothing open: done, though only the next write to it will record that.
    status:
      (row.status === 'active' || row.status === 'paused') && progress.pending + progress.claimed === 0
        ? 'done'
        : row.status,
    createdByName: row.created_by_name,
    createdAt: toIso(row.created_at),
    progress,
    etaMinutes: etaMinutes(elapsed, pace.count, progress.pending + progress.claimed),
    sendingHours: { start: hours.start, end: hours.end },
    outsideHours: hours.outside,
  };
}

async function runOrThrow(ctx: AppContext, id: number) {
  const row = await findRun(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

/** The clients of a new run, in the order they are handed out. */
async function clientsOf(ctx: AppContext, input: SendRunInput): Promise<number[]> {
  if (input.window !== undefined)
    // Avisos' own list for the window (never the page on screen), most urgent first.
    return dueClientIds(ctx, input.window, input.skipMessagedToday, MAX_SEND_RUN_CLIENTS);
  if (input.incidentId !== undefined) {
    const ids = await pendingNoticeClientIds(ctx, input.incidentId);
    if (ids === null) throw new AppError(404, m.incidentNotFound);
    return ids;
  }
  const ids = [...new Set(input.clientIds ?? [])];
  const found = await clientRows(ctx.db, ids);
  if (found.length !== ids.length) throw new AppError(404, m.clientNotFound);
  return ids;
}

/** POST /api/send-runs: the run and its items, audited. */
export async function createRun(ctx: AppContext, actor: Actor, input: SendRunInput) {
  const clientIds = await clientsOf(ctx, input);
  if (clientIds.length === 0) throw new AppError(409, m.empty);
  const source =
    input.window !== undefined ? 'avisos' : input.incidentId !== undefined ? 'incident' : 'clients';
  const id = await inTransaction(ctx, async (tx) => {
    const at = nowIso(tx.now());
    const runId = await insertRun(tx.db, {
      source,
      window_days: input.window ?? null,
      incident_id: input.incidentId ?? null,
      type: input.incidentId !== undefined ? 'compensacion' : (input.type ?? null),
      skip_messaged_today: input.skipMessagedToday ? 1 : 0,
      status: 'active',
      total: clientIds.length,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: at,
    });
    await insertItems(
      tx.db,
      clientIds.map((client_id, position) => ({ run_id: runId, client_id, position, status: 'pending' })),
    );
    await recordAudit(tx, actor, {
      entity: 'send_run',
      entityId: runId,
      label: m.label(runId),
      action: 'create',
      incidentId: input.incidentId ?? null,
      changes: [
        { field: 'source', before: null, after: source },
        { field: 'total', before: null, after: clientIds.length },
      ],
    });
    return runId;
  });
  return { run: await toRun(ctx, (await findRun(ctx.db, id))!) };
}

export async function getRun(ctx: AppContext, id: number) {
  return { run: await toRun(ctx, await runOrThrow(ctx, id)) };
}

/**
 * GET /api/send-runs: the runs still going (active or paused), newest first, or the last 50. A
 * read writes nothing: a run whose clients were all handled (or deleted) is left out of the
 * going ones and shown as done; the next write to it (next, a report) records it so.
 */
export async function listRuns(ctx: AppContext, status: 'active' | 'all') {
  const rows = await listRunRows(ctx.db, status === 'active' ? ['active', 'paused'] : null);
  const runs = await Promise.all(rows.map((row) => toRun(ctx, row)));
  return { runs: status === 'active' ? runs.filter((run) => run.status !== 'done') : runs };
}

interface Rendered {
  clientName: string;
  phone: string | null;
  type: SendRunItem['type'];
  message: string;
  profileIds: number[];
}

/** The item's message, rendered now by Avisos' own code; null when there is nothing left to say. */
async function render(ctx: AppContext, run: RunRow, clientId: number): Promise<Rendered | null> {
  if (run.source === 'incident') {
    const notice = await pendingNoticeFor(ctx, run.incident_id ?? 0, clientId);
    if (!notice) return null;
    return {
      clientName: notice.client.name,
      phone: notice.client.phone,
      type: 'compensacion',
      message: notice.message,
      profileIds: notice.profiles.map((p) => p.profileId),
    };
  }
  const [card] = await reminderCards(ctx, [clientId], {
    window: run.window_days,
    type: (run.type as LoggedWhatsappType | null) ?? undefined,
  });
  if (!card) return null;
  return {
    clientName: card.client.name,
    phone: card.client.phone,
    type: card.suggestedType,
    message: card.message,
    profileIds: card.profiles.map((p) => p.profileId),
  };
}

/** Why an item handed to a staff member is skipped at once, or null to send it. */
async function skipReason(ctx: AppContext, run: RunRow, item: ItemRow, rendered: Rendered | null) {
  if (!rendered) return 'nothing_due';
  if (!rendered.phone) return 'no_phone';
  if (Number(run.skip_messaged_today) === 1 && (await clientHandledToday(ctx, item.client_id)))
    return 'messaged_today';
  return null;
}

/**
 * POST /api/send-runs/{id}/next: the caller's open item (a reload continues it), else the next
 * one, taken with a conditional update so two staff members never get the same client. An item
 * with nothing to send (no phone, handled today, no longer due) is skipped on the way. Null: none left.
 */
export async function nextItem(ctx: AppContext, user: UserRow, runId: number): Promise<SendRunItem | null> {
  const actor = actorOf(user);
  const run = await runOrThrow(ctx, runId);
  if (run.status === 'paused') throw new AppError(409, m.paused);
  if (run.status !== 'active') return null;
  const hours = await sendingHours(ctx);
  let item = await openClaimOf(ctx.db, runId, actor.id);
  for (;;) {
    if (!item) {
      const at = ctx.now();
      const candidate = await nextCandidate(
        ctx.db,
        runId,
        nowIso(new Date(at.getTime() - SEND_RUN_CLAIM_LEASE_MS)),
      );
      if (!candidate) {
        await finishIfDone(ctx, runId);
        return null;
      }
      if ((await claimItem(ctx.db, candidate, { ...actor, at: nowIso(at) })) === 0) continue;
      await markStarted(ctx.db, runId, nowIso(at));
      item = candidate;
    }
    const rendered = await render(ctx, run, item.client_id);
    const reason = await skipReason(ctx, run, item, rendered);
    if (reason === null && rendered) {
      const link = whatsappMessageLink(rendered.phone, rendered.message);
      if (link.ok) {
        await describeItem(ctx.db, item.id, rendered.type, rendered.profileIds);
        return {
          id: item.id,
          clientId: item.client_id,
          clientName: rendered.clientName,
          type: rendered.type,
          message: rendered.message,
          link: link.url,
          outsideHours: hours.outside,
        };
      }
    }
    await finishItem(ctx.db, item.id, actor.id, 'skipped', nowIso(ctx.now()), reason ?? 'no_phone');
    item = undefined;
  }
}

async function finishIfDone(ctx: AppContext, runId: number) {
  if (!(await openItemsLeft(ctx.db, runId)))
    await setRunStatus(ctx.db, runId, ['active', 'paused'], 'done', nowIso(ctx.now()));
}

/**
 * POST /api/send-runs/{id}/items/{itemId}: what happened to the caller's item. Sent records the
 * message as Avisos does (the notification log, or the incident's compensación), in the same
 * transaction; a refusal there (409: someone else wrote first) leaves the item open.
 */
export async function reportOutcome(
  ctx: AppContext,
  user: UserRow,
  key: { runId: number; itemId: number },
  outcome: SendRunOutcome,
) {
  const actor = actorOf(user);
  const run = await runOrThrow(ctx, key.runId);
  const item = await findItem(ctx.db, key.runId, key.itemId);
  if (!item) throw new AppError(404, m.itemNotFound);
  if (item.status !== 'claimed') throw new AppError(409, m.alreadyReported);
  if (item.claimed_by !== actor.id) throw new AppError(409, m.notYours(item.claimed_by_name ?? ''));
  await inTransaction(ctx, async (tx) => {
    if ((await finishItem(tx.db, item.id, actor.id, outcome, nowIso(tx.now()))) === 0)
      throw new AppError(409, m.alreadyReported);
    if (outcome !== 'sent') return;
    if (run.source === 'incident')
      await recordNotice(
        tx,
        actor,
        { incidentId: run.incident_id ?? 0, clientId: item.client_id },
        'enviado',
      );
    else
      await recordNotification(tx, user, {
        clientId: item.client_id,
        profileIds: JSON.parse(item.profile_ids ?? '[]') as number[],
        type: (item.type ?? 'renovaciones') as LoggedWhatsappType,
        outcome: 'enviado',
        resend: Number(run.skip_messaged_today) === 0,
      });
  });
  await finishIfDone(ctx, key.runId);
  return getRun(ctx, key.runId);
}

const TRANSITIONS = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
  stop: { from: ['active', 'paused'], to: 'stopped' },
} as const;

/** POST /api/send-runs/{id}/pause | resume | stop. Stopping is audited. */
export async function changeRunStatus(
  ctx: AppContext,
  actor: Actor,
  runId: number,
  action: keyof typeof TRANSITIONS,
) {
  await runOrThrow(ctx, runId);
  const { from, to } = TRANSITIONS[action];
  await inTransaction(ctx, async (tx) => {
    const at = nowIso(tx.now());
    if ((await setRunStatus(tx.db, runId, [...from], to, to === 'stopped' ? at : null)) === 0) {
      const now = await findRun(tx.db, runId);
      throw new AppError(409, now?.status === 'paused' ? m.paused : m.finished);
    }
    // A pause puts back what staff members had taken: whoever resumes (on any device) goes on in order.
    if (action === 'pause') await releaseClaims(tx.db, runId);
    if (action === 'stop')
      await recordAudit(tx, actor, {
        entity: 'send_run',
        entityId: runId,
        label: m.label(runId),
        action: 'stop',
        changes: [{ field: 'status', before: null, after: 'stopped' }],
      });
  });
  return getRun(ctx, runId);
}
