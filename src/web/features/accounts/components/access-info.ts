import {
  accessTemplateFor,
  composeMessage,
  DEFAULT_TEMPLATES,
  type MessageClient,
} from '#shared/domain/messaging';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import { useTemplates } from '@/api/templates/get-templates';
import { messageProfileOf } from '@/lib/message-profile';

/** The client as the access template knows them in a profile dialog (the picker has no phone). */
export const accessClient = (
  client: { name: string; type?: MessageClient['type'] } | null,
): MessageClient => ({
  name: client?.name ?? '',
  phone: null,
  type: client?.type ?? 'cliente',
});

/** What the client needs to sign in, from the access template in force (decision 014). */
export const accessInfoText = (
  template: string,
  account: Account,
  profile: Profile,
  client: MessageClient,
  today: string,
) => composeMessage(template, 'access', client, [messageProfileOf(account, profile)], today);

/**
 * The access template of a service's profiles: its own when set, else the shared one. Until the
 * templates arrive, or when they cannot load, the default text: a sale is never held up by it.
 */
export function useAccessTemplate(serviceId: number): string {
  const { data } = useTemplates();
  return data ? accessTemplateFor(data, serviceId) : DEFAULT_TEMPLATES.access;
}

/**
 * The access template of each service, for a sale over several (a combo): each service's own text
 * when set, else the shared one; the default until the templates arrive, as useAccessTemplate.
 */
export function useAccessTemplates(): (serviceId: number) => string {
  const { data } = useTemplates();
  return (serviceId) => (data ? accessTemplateFor(data, serviceId) : DEFAULT_TEMPLATES.access);
}

/** Copies to the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
