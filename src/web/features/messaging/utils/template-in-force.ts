import type { WhatsappType } from '#shared/domain/messaging';
import type { Templates } from '#shared/schemas/templates';
import type { TemplateTarget } from '@/api/templates/template-write';

/** A template as its editor sees it: the text in force, what Restablecer goes back to, and more. */
export interface TemplateInForce {
  text: string;
  /** The text in force once this one is reset: the default, or the shared access text for a service. */
  fallback: string;
  /** A text of its own is saved (Restablecer has something to delete). */
  customised: boolean;
  /** How the preview renders it. */
  kind: WhatsappType | 'access';
}

export function templateInForce(templates: Templates, target: TemplateTarget): TemplateInForce {
  switch (target.scope) {
    case 'whatsapp': {
      const text = templates.whatsapp[target.type];
      const fallback = templates.defaults.whatsapp[target.type];
      return { text, fallback, customised: text !== fallback, kind: target.type };
    }
    case 'access':
      return {
        text: templates.access,
        fallback: templates.defaults.access,
        customised: templates.access !== templates.defaults.access,
        kind: 'access',
      };
    case 'service': {
      // A service without a text of its own uses the shared one, and goes back to it when reset.
      const own = templates.services[String(target.serviceId)];
      return {
        text: own ?? templates.access,
        fallback: templates.access,
        customised: own !== undefined,
        kind: 'access',
      };
    }
  }
}
