import {
  ArrowLeftRight,
  KeyRound,
  LayoutDashboard,
  Store,
  Tv,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Section } from '#shared/domain/permissions';

export const SECTION_ICONS: Record<Section, LucideIcon> = {
  dashboard: LayoutDashboard,
  tienda: Store,
  movimientos: ArrowLeftRight,
  cuentas: KeyRound,
  clientes: Users,
  servicios: Tv,
  usuarios: UserCog,
};
