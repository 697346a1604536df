// Types of web-budget.mjs for the tests that import it.
export const MANIFEST: string;
export const BUDGETS_KB: { login: number; cuentas: number; portal: number };
export const APP_ENTRY: string;
export const ENTRIES: { portal: string };
export type RouteName = 'login' | 'cuentas' | 'avisos' | 'dashboard' | 'clientes' | 'movimientos' | 'portal';
export const ROUTES: Record<RouteName, string[]>;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface RouteLoad {
  files: string[];
  gzipKb: number;
  budgetKb: number | null;
}

export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  routeKeys: string[],
  entry?: string,
): string[];
export function measureBudgets(options?: {
  manifestPath?: string;
  webDir?: string;
}): Record<RouteName, RouteLoad>;
