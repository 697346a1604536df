import { ui } from '#shared/messages/ui';
import { SectionPlaceholder } from '@/components/layouts/section-placeholder';

/** The Cuentas screen is still to come: its title and a note, never a blank page. */
function CuentasRoute() {
  return <SectionPlaceholder title={ui.placeholders.cuentas} message={ui.common.comingSoon} />;
}

export { CuentasRoute as Component };
