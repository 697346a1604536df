// The JavaScript budgets of issue 23 (decision 037), checked on the build: `npm run budget` after
// `npm run build` (npm test runs it; so does `npm run bench:web`). Bytes, never time: it reads
// Vite's manifest (dist/web-manifest.json, written by vite.config.ts), follows each route's static
// imports from the entry, and gzips (level 9, as the bench and scripts/compress-web.mjs do) every
// chunk a first visit must load before the route can draw:
//   - /login: the entry (index.html's script) and what it imports statically;
//   - the shell with Cuentas: that, plus the shell's and Cuentas' route modules and their static
//     imports (the router loads both in parallel on a first visit);
//   - the client portal (/p/…, issue 27): its own entry (portal/index.html) and its static
//     imports, nothing of the staff app's (docs/decisions/051).
// A dialog or screen loaded later by import() is not counted: it is not part of the first load.
// Exits 1 when a route is over its budget, or when a route module is missing from the manifest.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
export const MANIFEST = path.join(root, 'dist', 'web-manifest.json');
const WEB_DIR = path.join(root, 'dist', 'web');

/** KB (1 024 bytes) of gzipped JavaScript each first load may fetch (issue 23, "the phone"). */
// Clientes (issue 23's Lighthouse pass): its row dialogs and the cartera panel's dialogs load on
// first use; what is left over Cuentas' load is mostly libphonenumber for the phone column.
export const BUDGETS_KB = { login: 120, cuentas: 220, clientes: 230, portal: 60 };

/** The staff app's entry, and the other pages' own entries (keys of the manifest). */
export const APP_ENTRY = 'index.html';
export const ENTRIES = { portal: 'portal/index.html' };

/** The route modules (keys of the manifest, relative to src/web) each measured load needs. */
export const ROUTES = {
  login: [],
  cuentas: ['app/routes/app-layout.tsx', 'app/routes/cuentas.tsx'],
  clientes: ['app/routes/app-layout.tsx', 'app/routes/clientes.tsx'],
  // Reported, not budgeted: the other screens the phone profile and Lighthouse open.
  avisos: ['app/routes/app-layout.tsx', 'app/routes/avisos.tsx'],
  dashboard: ['app/routes/app-layout.tsx', 'app/routes/dashboard.tsx'],
  movimientos: ['app/routes/app-layout.tsx', 'app/routes/movimientos.tsx'],
  // Its own page: the entry alone (ENTRIES.portal).
  portal: [],
};

/**
 * The manifest entries a load of `routeKeys` fetches: the entry chunk (the staff app's unless
 * another page's `entry` is named), the route modules, and every chunk they import statically,
 * transitively (Vite's `imports`; `dynamicImports` load later, on demand).
 */
export function staticClosure(manifest, routeKeys, entry = APP_ENTRY) {
  if (!manifest[entry]?.isEntry) throw new Error(`el manifiesto no tiene la entrada ${entry}`);
  const entries = [entry];
  for (const key of routeKeys)
    if (!manifest[key]) throw new Error(`el manifiesto no tiene ${key}: ¿se movió la ruta?`);
  const seen = new Set();
  const pending = [...entries, ...routeKeys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file).sort();
}

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Every route's files and gzipped KB, from the build in dist/. */
export function measureBudgets({ manifestPath = MANIFEST, webDir = WEB_DIR } = {}) {
  if (!fs.existsSync(manifestPath))
    throw new Error(`falta ${path.relative(root, manifestPath)}: ejecuta npm run build primero`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return Object.fromEntries(
    Object.entries(ROUTES).map(([name, keys]) => {
      const files = staticClosure(manifest, keys, ENTRIES[name]).filter((file) => file.endsWith('.js'));
      const bytes = files.reduce((sum, file) => sum + gzipBytes(path.join(webDir, file)), 0);
      return [name, { files, gzipKb: kb(bytes), budgetKb: BUDGETS_KB[name] ?? null }];
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const routes = measureBudgets();
    let over = 0;
    console.log('JavaScript de la primera carga (gzip nivel 9, KB):');
    for (const [name, { files, gzipKb, budgetKb }] of Object.entries(routes)) {
      const verdict =
        budgetKb === null ? '' : gzipKb <= budgetKb ? ` (dentro de ${budgetKb})` : ` (FUERA de ${budgetKb})`;
      if (budgetKb !== null && gzipKb > budgetKb) over += 1;
      console.log(`  ${name.padEnd(12)} ${String(gzipKb).padStart(6)}${verdict} · ${files.length} archivos`);
    }
    if (over > 0) {
      console.error(`${over} ruta(s) fuera de su presupuesto de JavaScript (docs/decisions/037).`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
