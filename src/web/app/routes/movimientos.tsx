import { ui } from '#shared/messages/ui';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';

/** The Movimientos screen is still to come: its title and a note, never a blank page. */
function MovimientosRoute() {
  return <SectionPlaceholder title={ui.placeholders.movimientos} message={ui.common.comingSoon} />;
}

export { MovimientosRoute as Component };
