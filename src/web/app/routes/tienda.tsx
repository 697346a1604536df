import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';

/** The Tienda is still to come: its title and a note, never a blank page. */
function TiendaRoute() {
  return (
    <SectionPlaceholder title={ui.placeholders.tiendaTitle} message={messages.access.tiendaComingSoon} />
  );
}

export { TiendaRoute as Component };
