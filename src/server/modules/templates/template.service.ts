import {
  DEFAULT_TEMPLATES,
  isWhatsappType,
  WHATSAPP_TYPES,
  type WhatsappType,
} from '#shared/domain/messaging';
import { messages } from '#shared/messages/es';
import type { Templates } from '#shared/schemas/templates';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { getService } from '../services/service.service';
import { deleteTemplate, listTemplates, upsertTemplate } from './template.repository';

// Templates are shared by every staff member and device (docs/decisions/014): one row per saved
// template in message_templates; a template never saved answers its default.

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
  for (const row of await listTemplates(ctx.db)) {
    if (row.scope === 'whatsapp' && isWhatsappType(row.scope_key)) whatsapp[row.scope_key] = row.body;
    else if (row.scope === 'access') access = row.body;
    else if (row.scope === 'service') services[row.scope_key] = row.body;
  }
  return { whatsapp, access, services, defaults: base };
}

/** Which template a path names: whatsapp/{type}, access, or services/{serviceId}; 404 if none. */
export type TemplateTarget =
  { scope: 'whatsapp'; type: string } | { scope: 'access' } | { scope: 'service'; serviceId: number };

async function resolve(ctx: AppContext, target: TemplateTarget) {
  if (target.scope === 'whatsapp') {
    if (!isWhatsappType(target.type)) throw new AppError(404, messages.messaging.typeNotFound);
    return { scope: 'whatsapp' as const, scope_key: target.type, service_id: null };
  }
  if (target.scope === 'access') return { scope: 'access' as const, scope_key: 'default', service_id: null };
  await getService(ctx, target.serviceId).catch(() => {
    throw new AppError(404, messages.messaging.serviceNotFound);
  });
  return { scope: 'service' as const, scope_key: String(target.serviceId), service_id: target.serviceId };
}

export async function saveTemplate(ctx: AppContext, userId: number, target: TemplateTarget, body: string) {
  const key = await resolve(ctx, target);
  await upsertTemplate(ctx.db, { ...key, body, updated_by: userId, updated_at: nowIso(ctx.now()) });
  return getTemplates(ctx);
}

export async function resetTemplate(ctx: AppContext, target: TemplateTarget) {
  const key = await resolve(ctx, target);
  await deleteTemplate(ctx.db, key.scope, key.scope_key);
  return getTemplates(ctx);
}
