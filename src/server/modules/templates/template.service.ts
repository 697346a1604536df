import { changesBetween } from '#shared/domain/audit';
import {
  DEFAULT_TEMPLATES,
  isWhatsappType,
  WHATSAPP_TYPES,
  type WhatsappType,
} from '#shared/domain/messaging';
import { auditMessages } from '#shared/messages/audit';
import { messagingMessages } from '#shared/messages/messaging';
import type { Templates } from '#shared/schemas/templates';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { activePaymentMethods } from '../payment-methods/payment-method.service';
import { getService } from '../services/service.service';
import type { Actor } from '../../identity/actor';
import { deleteTemplate, findTemplate, listTemplates, upsertTemplate } from './template.repository';

// Templates are shared by every staff member and device (docs/decisions/014): one row per saved
// template in message_templates; a template never saved answers its default. The answer carries
// the shop's active payment methods too: every message that renders a template needs them for
// {medios_pago}.

const defaults = () => ({
  whatsapp: Object.fromEntries(WHATSAPP_TYPES.map((type) => [type, DEFAULT_TEMPLATES[type]])) as Record<
    WhatsappType,
    string
  >,
  access: DEFAULT_TEMPLATES.access,
});

export async function getTemplates(ctx: AppContext): Promise<Templates> {
  const base = defaults();
  const whatsapp = { ...base.whatsapp };
  let access = base.access;
  const services: Record<string, string> = {};
  const [rows, paymentMethods] = await Promise.all([listTemplates(ctx.db), activePaymentMethods(ctx)]);
  for (const row of rows) {
    if (row.scope === 'whatsapp' && isWhatsappType(row.scope_key)) whatsapp[row.scope_key] = row.body;
    else if (row.scope === 'access') access = row.body;
    else if (row.scope === 'service') services[row.scope_key] = row.body;
  }
  return { whatsapp, access, services, defaults: base, paymentMethods };
}

/** Which template a path names: whatsapp/{type}, access, or services/{serviceId}; 404 if none. */
export type TemplateTarget =
  { scope: 'whatsapp'; type: string } | { scope: 'access' } | { scope: 'service'; serviceId: number };

async function resolve(ctx: AppContext, target: TemplateTarget) {
  const l = auditMessages.templates;
  if (target.scope === 'whatsapp') {
    if (!isWhatsappType(target.type)) throw new AppError(404, messagingMessages.typeNotFound);
    const type = target.type;
    return {
      key: { scope: 'whatsapp' as const, scope_key: type, service_id: null },
      label: l.whatsapp(messagingMessages.typeLabels[type]),
      fallback: DEFAULT_TEMPLATES[type],
    };
  }
  if (target.scope === 'access')
    return {
      key: { scope: 'access' as const, scope_key: 'default', service_id: null },
      label: l.access,
      fallback: DEFAULT_TEMPLATES.access,
    };
  const service = await getService(ctx, target.serviceId).catch(() => {
    throw new AppError(404, messagingMessages.serviceNotFound);
  });
  // A service's own access template falls back to the general one.
  const general = await findTemplate(ctx.db, 'access', 'default');
  return {
    key: { scope: 'service' as const, scope_key: String(target.serviceId), service_id: target.serviceId },
    label: l.service(service.name),
    fallback: general?.body ?? DEFAULT_TEMPLATES.access,
  };
}

/**
 * Saves a template's text. The trail records it as a creation the first time a template is
 * saved (from the text it had by default) and as an edit afterwards; saving the same text again
 * records nothing.
 */
export async function saveTemplate(ctx: AppContext, actor: Actor, target: TemplateTarget, body: string) {
  await inTransaction(ctx, async (tx) => {
    const { key, label, fallback } = await resolve(tx, target);
    const saved = await findTemplate(tx.db, key.scope, key.scope_key);
    const { id } = await upsertTemplate(tx.db, {
      ...key,
      body,
      updated_by: actor.id,
      updated_at: nowIso(tx.now()),
    });
    const changes = changesBetween({ body: saved?.body ?? fallback }, { body });
    if (changes.length > 0)
      await recordAudit(tx, actor, {
        entity: 'template',
        entityId: id,
        label,
        action: saved ? 'update' : 'create',
        changes,
      });
  });
  return getTemplates(ctx);
}

/** Back to the default text: the saved row goes; a template never saved has nothing to reset. */
export async function resetTemplate(ctx: AppContext, actor: Actor, target: TemplateTarget) {
  await inTransaction(ctx, async (tx) => {
    const { key, label, fallback } = await resolve(tx, target);
    const saved = await findTemplate(tx.db, key.scope, key.scope_key);
    if (!saved) return;
    await deleteTemplate(tx.db, key.scope, key.scope_key);
    await recordAudit(tx, actor, {
      entity: 'template',
      entityId: saved.id,
      label,
      action: 'reset',
      changes: changesBetween({ body: saved.body }, { body: fallback }),
    });
  });
  return getTemplates(ctx);
}
