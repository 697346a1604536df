import {
  ArrowLeftRight,
  BellRing,
  ChartNoAxesColumnIncreasing,
  FileUp,
  History,
  KeyRound,
  LayoutDashboard,
  ScanSearch,
  Settings,
  Store,
  Tv,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Section } from '#shared/domain/permissions';
import { INTEGRITY_PATH, RENEWAL_REPORT_PATH } from './paths';

/**
 * Each section's icon in the sidebar. Apart from sections.ts, which the router (and so /login)
 * loads: the icons come with the shell (decision 037).
 */
export const sectionIcons: Record<Section, LucideIcon> = {
  dashboard: LayoutDashboard,
  avisos: BellRing,
  tienda: Store,
  movimientos: ArrowLeftRight,
  cartera: Wallet,
  cuentas: KeyRound,
  clientes: Users,
  servicios: Tv,
  usuarios: UserCog,
  importar: FileUp,
  auditoria: History,
  ajustes: Settings,
};

/** The icon of a screen inside a section (a sub-section's path), beside its section's. */
export const subSectionIcons: Record<string, LucideIcon> = {
  [RENEWAL_REPORT_PATH]: ChartNoAxesColumnIncreasing,
  [INTEGRITY_PATH]: ScanSearch,
};
