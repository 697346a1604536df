import { placeholdersUi } from '#shared/messages/common';
import { accessMessages } from '#shared/messages/shell';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';

/** The Tienda is still to come: its title and a note, never a blank page. */
function TiendaRoute() {
  return <SectionPlaceholder title={placeholdersUi.tiendaTitle} message={accessMessages.tiendaComingSoon} />;
}

export { TiendaRoute as Component };
