// Web benchmark of issue 12 (`npm run bench:web`; never part of npm test). Builds the app, loads
// the demo data at scale 1 into a SQLite file, starts the built server and drives headless
// Chromium (/usr/bin/chromium) through three measures:
//   1. /login, first visit: every JavaScript file the page loads (until the network is idle),
//      gzipped here (the server sends them as they are; a proxy in front would gzip them).
//   2. /dashboard/cuentas, signed in, cold cache: the JavaScript of the whole shell with Cuentas,
//      and the time from navigation to the screen being interactive: the first account row is on
//      screen and the main thread has no long task left (the later of the two; see TTI below).
//   3. Typing a search in Cuentas, fast (within the debounce) and slowly with the answers held
//      back: requests sent and cancelled, the longest main-thread task and the slowest
//      keystroke-to-frame delay while typing.
//   4. The phone (issue 23, bench/phone.mjs): Cuentas and Avisos on a throttled phone (4× CPU,
//      1.6 Mbps, 150 ms RTT), time to their first rows; then Lighthouse 12's mobile performance
//      score of /login, the Panel, Cuentas, Clientes, Movimientos and Avisos.
//   5. The client portal (issue 27, docs/decisions/051 and 056): a private link made for the demo
//      revendedor with the most profiles and for the demo cliente with the most, each opened on a
//      360 px phone with no session and an empty cache: the portal's JavaScript and the time from
//      navigation to its first profile card on screen with no long task left.
//      BENCH_WEB_ONLY=portal measures only this (a quick check; the build and the demo data are
//      the same).
// The JavaScript figures are also read from the build (`npm run budget`, scripts/web-budget.mjs),
// the check npm test runs.
// Each figure is the median of BENCH_WEB_RUNS runs (5; BENCH_PHONE_RUNS for the phone, 3;
// BENCH_LIGHTHOUSE_RUNS for Lighthouse, 1; BENCH_LIGHTHOUSE=0 skips it); results go to
// bench/results/web-<date>.json.
// Functions passed to page.evaluate and addInitScript run in the browser.
/* global window, document, MutationObserver, requestAnimationFrame */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUDGETS_KB, measureBudgets } from '../scripts/web-budget.mjs';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  PHONE,
  PHONE_SCREENS,
  PHONE_TARGETS,
  measurePhoneScreen,
  runLighthouse,
} from './phone.mjs';
import { seedDemo, signIn, startServer, stopServer } from './server.mjs';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3290);
const PASSWORD = 'bench-secreto';
const SERVER_ENV = { LOG_LEVEL: 'warn', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD };
const CACHE = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'cc-bench');
const PHONE_RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const LIGHTHOUSE_RUNS =
  process.env.BENCH_LIGHTHOUSE === '0' ? 0 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const BUDGETS = { loginKb: BUDGETS_KB.login, cuentasKb: BUDGETS_KB.cuentas, interactiveMs: 1000 };
const SEARCH = 'luna';
const CUENTAS = '/dashboard/cuentas';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Recorded in the page from its first script on: long tasks (≥ 50 ms of main thread) and the
// moment the first account row appears.
const PAGE_PROBE = () => {
  const probe = { longTasks: [], firstRowAt: null };
  window.__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const observer = new MutationObserver(() => {
      if (probe.firstRowAt === null && document.querySelector('main tbody tr td, main [data-account-card]')) {
        probe.firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  watch();
};

async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A fresh context (empty cache) that records every script it downloads. */
async function newContext(browser, base, cookie) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: { width: 1280, height: 800 },
  });
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  if (cookie) {
    const url = new URL(base);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
      }),
    );
  }
  await context.addInitScript(PAGE_PROBE);
  const scripts = new Map();
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    } catch {
      // a navigation away dropped the body; not a file of this load
    }
  });
  return { context, scripts };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const scriptTotals = (scripts) => ({
  files: [...scripts.keys()].map((url) => new URL(url).pathname).sort(),
  rawKb: kb([...scripts.values()].reduce((sum, s) => sum + s.raw, 0)),
  gzipKb: kb([...scripts.values()].reduce((sum, s) => sum + s.gzip, 0)),
});

async function measureLogin(browser, base) {
  const { context, scripts } = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Usuario').waitFor();
  const totals = scriptTotals(scripts);
  await context.close();
  return totals;
}

/**
 * Interactive: the first row is on screen and no long task runs after it (TTI's idea: the page
 * answers input within a frame from then on). Measured from the navigation's start.
 */
async function measureCuentas(browser, base, session) {
  const { context, scripts } = await newContext(browser, base, session.cookie);
  const page = await context.newPage();
  await page.goto(CUENTAS, { waitUntil: 'commit' });
  await page.locator('main tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Two frames after the network settles: any task the last answer started has run.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const probe = await page.evaluate(() => window.__bench);
  const lastTaskEnd = Math.max(0, ...probe.longTasks.map((t) => t.end));
  const interactiveMs = Math.max(probe.firstRowAt, lastTaskEnd);
  const totals = scriptTotals(scripts);
  await context.close();
  return {
    ...totals,
    firstRowMs: Math.round(probe.firstRowAt),
    interactiveMs: Math.round(interactiveMs),
    longTasks: probe.longTasks.length,
  };
}

/**
 * Types SEARCH one key every `keyGapMs` and watches the list requests and the main thread. With
 * `holdMs` every list answer is held back that long (a slow network or server), so a request is
 * still in flight when the next one supersedes it: the page must cancel it, not wait for it.
 */
async function measureTyping(browser, base, session, { keyGapMs, holdMs = 0 }) {
  const { context } = await newContext(browser, base, session.cookie);
  const page = await context.newPage();
  await page.goto(CUENTAS);
  await page.locator('main tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  const isListUrl = (url) => url.pathname === '/api/accounts';
  const isList = (request) => isListUrl(new URL(request.url()));
  if (holdMs > 0)
    await page.route(isListUrl, async (route) => {
      await new Promise((r) => setTimeout(r, holdMs));
      await route.continue().catch(() => {}); // cancelled by the page meanwhile
    });
  const sent = [];
  const aborted = [];
  page.on('request', (request) => isList(request) && sent.push(request.url()));
  page.on('requestfailed', (request) => isList(request) && aborted.push(request.url()));
  await page.evaluate(() => {
    window.__bench.longTasks = [];
  });
  const box = page.getByRole('searchbox').first();
  await box.click();
  const delays = [];
  const answered = page.waitForResponse((r) => isList(r.request()) && r.url().includes(`search=${SEARCH}`), {
    timeout: 120_000,
  });
  for (const letter of SEARCH) {
    // From the key press to the next frame the page paints: what the typist feels.
    const started = Date.now();
    await box.press(letter);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    delays.push(Date.now() - started);
    await page.waitForTimeout(keyGapMs);
  }
  await answered;
  await page.locator('main tbody tr').first().waitFor();
  const longTasks = await page.evaluate(() => window.__bench.longTasks);
  await context.close();
  return {
    keyGapMs,
    holdMs,
    keystrokes: SEARCH.length,
    requests: sent.length,
    aborted: aborted.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.end - t.start))),
    slowestKeystrokeMs: Math.max(...delays),
  };
}

// Recorded in the portal page from its first script on: long tasks and the moment its first
// profile card appears (a client's list or a revendedor's group).
const PORTAL_PROBE = () => {
  const probe = { longTasks: [], firstCardAt: null };
  window.__portal = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.firstCardAt === null && document.querySelector('section[aria-labelledby="perfiles"] li')) {
      probe.firstCardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * Private links (docs/decisions/051) for the demo revendedor and the demo cliente holding the most
 * profiles, made as staff make them. Each link answers once: only its hash is kept.
 */
async function portalLinks(base, session) {
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
  const list = await (await fetch(`${base}/api/clients?limit=100`, { headers })).json();
  const most = (type) =>
    list.clients
      .filter((c) => c.type === type)
      .sort((a, b) => b.active_profiles_count - a.active_profiles_count)[0];
  const links = {};
  for (const [name, client] of [
    ['revendedor', most('revendedor')],
    ['cliente', most('cliente')],
  ]) {
    if (!client) continue;
    const made = await fetch(`${base}/api/clients/${client.id}/portal-link`, { method: 'POST', headers });
    if (!made.ok) throw new Error(`enlace del portal: ${made.status} ${await made.text()}`);
    links[name] = { url: (await made.json()).url, profiles: client.active_profiles_count };
  }
  return links;
}

/** The portal on a 360 px phone, no session, empty cache: its JavaScript and its first card. */
async function measurePortal(browser, base, url) {
  const { context, scripts } = await newContext(browser, base);
  await context.addInitScript(PORTAL_PROBE);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('section[aria-labelledby="perfiles"] li').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const probe = await page.evaluate(() => window.__portal);
  const cards = await page.locator('section[aria-labelledby="perfiles"] li').count();
  const lastTaskEnd = Math.max(0, ...probe.longTasks.map((t) => t.end));
  const totals = scriptTotals(scripts);
  await context.close();
  return {
    ...totals,
    cards,
    firstCardMs: Math.round(probe.firstCardAt),
    shownMs: Math.round(Math.max(probe.firstCardAt, lastTaskEnd)),
    longTasks: probe.longTasks.length,
  };
}

const ONLY_PORTAL = process.env.BENCH_WEB_ONLY === 'portal';

process.on('exit', () => server?.child.kill('SIGTERM'));
let server;
console.log('Compilando la aplicación (npm run build)…');
await run('npm', ['run', 'build'], { maxBuffer: 1 << 24 });
const built = measureBudgets();
fs.mkdirSync(CACHE, { recursive: true });
const file = path.join(CACHE, 'web-scale-1.db');
const databaseUrl = `file:${file}`;
if (process.env.BENCH_REUSE === '1' && fs.existsSync(file)) console.log('Datos de demostración reutilizados');
else {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  console.log('Cargando datos de demostración (escala 1)…');
  const seeded = await seedDemo(databaseUrl, 1, SERVER_ENV);
  console.log(`  ${seeded.summary} (${seeded.seconds.toFixed(1)} s)`);
}
server = await startServer(databaseUrl, PORT, SERVER_ENV);
const session = await signIn(server.base, 'admin', PASSWORD);
const browser = await launch();
const runs = {
  login: [],
  cuentas: [],
  typing: [],
  slowTyping: [],
  phone: { cuentas: [], avisos: [] },
  portal: { revendedor: [], cliente: [] },
};
let lighthouseRuns = {};
let links = {};
try {
  links = await portalLinks(server.base, session);
  console.log(
    `Portal en un teléfono de 360 px: ${Object.entries(links)
      .map(([name, link]) => `${name} con ${link.profiles} perfil(es)`)
      .join(', ')}`,
  );
  // At most 10 visits per link: the portal allows an address 60 requests a minute (decision 051).
  for (let i = 0; i < Math.min(RUNS, 10); i += 1) {
    for (const [name, link] of Object.entries(links))
      runs.portal[name].push(await measurePortal(browser, server.base, link.url));
    console.log(
      `  corrida ${i + 1}: ` +
        Object.keys(links)
          .map((name) => {
            const r = runs.portal[name].at(-1);
            return `${name}: ${r.gzipKb} KB de JS, ${r.cards} tarjeta(s), perfiles a la vista en ${r.shownMs} ms`;
          })
          .join(' · '),
    );
  }
  for (let i = 0; i < (ONLY_PORTAL ? 0 : RUNS); i += 1) {
    runs.login.push(await measureLogin(browser, server.base));
    runs.cuentas.push(await measureCuentas(browser, server.base, session));
    // A fast typist (80 ms a key, under the 300 ms debounce) and a slow one on a slow line (a key
    // every 400 ms, each answer held 600 ms).
    runs.typing.push(await measureTyping(browser, server.base, session, { keyGapMs: 80 }));
    runs.slowTyping.push(await measureTyping(browser, server.base, session, { keyGapMs: 400, holdMs: 600 }));
    const c = runs.cuentas.at(-1);
    const t = runs.typing.at(-1);
    const s = runs.slowTyping.at(-1);
    console.log(
      `  corrida ${i + 1}: /login ${runs.login.at(-1).gzipKb} KB · Cuentas ${c.gzipKb} KB, primera fila ${c.firstRowMs} ms, ` +
        `interactiva ${c.interactiveMs} ms · búsqueda: ${t.requests} petición(es), ${t.aborted} cancelada(s), ` +
        `tarea más larga ${t.longestTaskMs} ms, tecla más lenta ${t.slowestKeystrokeMs} ms · ` +
        `lenta: ${s.requests} petición(es), ${s.aborted} cancelada(s)`,
    );
  }
  if (!ONLY_PORTAL)
    console.log(
      `Teléfono: CPU ${PHONE.cpuSlowdown}× más lenta, ${PHONE.downloadKbps / 1000} Mbps, RTT ${PHONE.rttMs} ms, ` +
        `${PHONE.viewport.width}×${PHONE.viewport.height}, caché vacía`,
    );
  for (let i = 0; i < (ONLY_PORTAL ? 0 : PHONE_RUNS); i += 1) {
    for (const [name, screen] of Object.entries(PHONE_SCREENS))
      runs.phone[name].push(await measurePhoneScreen(browser, server.base, session.cookie, screen));
    const { cuentas, avisos } = runs.phone;
    console.log(
      `  corrida ${i + 1}: Cuentas primeras filas ${cuentas.at(-1).firstRowsMs} ms (${cuentas.at(-1).gzipKb} KB de JS) · ` +
        `Avisos primeras tarjetas ${avisos.at(-1).firstRowsMs} ms (${avisos.at(-1).gzipKb} KB de JS)`,
    );
  }
  if (LIGHTHOUSE_RUNS > 0 && !ONLY_PORTAL) {
    console.log(`Lighthouse (móvil, ${LIGHTHOUSE_RUNS} corrida(s) por pantalla)…`);
    lighthouseRuns = await runLighthouse(server.base, session.cookie, LIGHTHOUSE_RUNS);
  }
} finally {
  await browser.close();
  await stopServer(server);
  server = undefined;
}

const pick = (list, key) => median(list.map((r) => r[key]));
const portalSummary = Object.fromEntries(
  Object.entries(links).map(([name, link]) => [
    name,
    {
      profiles: link.profiles,
      cards: pick(runs.portal[name], 'cards'),
      gzipKb: pick(runs.portal[name], 'gzipKb'),
      firstCardMs: pick(runs.portal[name], 'firstCardMs'),
      shownMs: pick(runs.portal[name], 'shownMs'),
    },
  ]),
);
const summary = {
  portal: portalSummary,
  loginGzipKb: pick(runs.login, 'gzipKb'),
  cuentasGzipKb: pick(runs.cuentas, 'gzipKb'),
  cuentasFirstRowMs: pick(runs.cuentas, 'firstRowMs'),
  cuentasInteractiveMs: pick(runs.cuentas, 'interactiveMs'),
  searchRequests: pick(runs.typing, 'requests'),
  searchAborted: pick(runs.typing, 'aborted'),
  searchLongestTaskMs: pick(runs.typing, 'longestTaskMs'),
  searchSlowestKeystrokeMs: pick(runs.typing, 'slowestKeystrokeMs'),
  slowSearchRequests: pick(runs.slowTyping, 'requests'),
  slowSearchAborted: pick(runs.slowTyping, 'aborted'),
  slowSearchLongestTaskMs: pick(runs.slowTyping, 'longestTaskMs'),
  phoneCuentasFirstRowsMs: pick(runs.phone.cuentas, 'firstRowsMs'),
  phoneAvisosFirstCardsMs: pick(runs.phone.avisos, 'firstRowsMs'),
  phoneCuentasGzipKb: pick(runs.phone.cuentas, 'gzipKb'),
  phoneAvisosGzipKb: pick(runs.phone.avisos, 'gzipKb'),
  builtGzipKb: Object.fromEntries(Object.entries(built).map(([name, route]) => [name, route.gzipKb])),
  lighthouse: Object.fromEntries(
    Object.entries(lighthouseRuns).map(([name, list]) => [
      name,
      {
        score: pick(list, 'score'),
        fcpMs: pick(list, 'fcpMs'),
        lcpMs: pick(list, 'lcpMs'),
        tbtMs: pick(list, 'tbtMs'),
        cls: pick(list, 'cls'),
        totalKb: pick(list, 'totalKb'),
        scriptKb: pick(list, 'scriptKb'),
      },
    ]),
  ),
};
const verdict = (value, budget) => `${value} (${value <= budget ? 'dentro' : 'FUERA'} de ${budget})`;
const atLeast = (value, target) => `${value} (${value >= target ? 'cumple' : 'NO cumple'} ≥ ${target})`;
console.log(
  `\nMedianas de ${RUNS} corridas (carga: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}):`,
);
for (const [name, figures] of Object.entries(summary.portal))
  console.log(
    `  Portal (${name}, ${figures.profiles} perfiles): JavaScript gzip KB ${verdict(figures.gzipKb, BUDGETS_KB.portal)}, ` +
      `perfiles a la vista en ${figures.shownMs} ms (primera tarjeta ${figures.firstCardMs} ms, ${figures.cards} tarjetas)`,
  );
console.log(`  Según el build (npm run budget): portal ${summary.builtGzipKb.portal} KB`);
if (!ONLY_PORTAL) {
  console.log(
    `  JavaScript de /login, gzip KB:               ${verdict(summary.loginGzipKb, BUDGETS.loginKb)}`,
  );
  console.log(
    `  JavaScript del shell con Cuentas, gzip KB:   ${verdict(summary.cuentasGzipKb, BUDGETS.cuentasKb)}`,
  );
  console.log(
    `  Cuentas interactiva, ms:                     ${verdict(summary.cuentasInteractiveMs, BUDGETS.interactiveMs)}`,
  );
  console.log(
    `  Búsqueda de ${SEARCH.length} letras: ${summary.searchRequests} petición(es), tarea más larga ` +
      `${summary.searchLongestTaskMs} ms, tecla más lenta ${summary.searchSlowestKeystrokeMs} ms`,
  );
  console.log(
    `  Búsqueda lenta con respuestas retenidas: ${summary.slowSearchRequests} petición(es), ` +
      `${summary.slowSearchAborted} cancelada(s), tarea más larga ${summary.slowSearchLongestTaskMs} ms`,
  );
  console.log(
    `  Según el build (npm run budget): /login ${summary.builtGzipKb.login} KB, Cuentas ${summary.builtGzipKb.cuentas} KB, ` +
      `Avisos ${summary.builtGzipKb.avisos} KB, Panel ${summary.builtGzipKb.dashboard} KB, ` +
      `Clientes ${summary.builtGzipKb.clientes} KB, Movimientos ${summary.builtGzipKb.movimientos} KB`,
  );
  console.log(
    `  Teléfono, Cuentas primeras filas, ms:        ${verdict(summary.phoneCuentasFirstRowsMs, PHONE_TARGETS.firstRowsMs)}`,
  );
  console.log(
    `  Teléfono, Avisos primeras tarjetas, ms:      ${verdict(summary.phoneAvisosFirstCardsMs, PHONE_TARGETS.firstRowsMs)}`,
  );
  for (const [name, figures] of Object.entries(summary.lighthouse)) {
    const target = name === 'login' ? PHONE_TARGETS.lighthouseLogin : PHONE_TARGETS.lighthouseScreen;
    console.log(
      `  Lighthouse ${name.padEnd(12)} ${atLeast(figures.score, target)} · FCP ${figures.fcpMs} ms, ` +
        `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}, ${figures.totalKb} KB ` +
        `(${figures.scriptKb} KB de JS)`,
    );
  }
}
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: os.loadavg(),
  },
  settings: {
    runs: RUNS,
    phoneRuns: PHONE_RUNS,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    budgets: BUDGETS,
    phone: PHONE,
    phoneTargets: PHONE_TARGETS,
    search: SEARCH,
    scale: 1,
  },
  summary,
  files: {
    login: runs.login[0]?.files,
    cuentas: runs.cuentas[0]?.files,
    portal: Object.values(runs.portal).find((list) => list.length > 0)?.[0].files,
  },
  built,
  runs,
  lighthouse: lighthouseRuns,
};
const out = path.join(
  import.meta.dirname,
  'results',
  `web-${ONLY_PORTAL ? 'portal-' : ''}${report.date.replace(/[:.]/g, '-')}.json`,
);
fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nResultados en ${path.relative(process.cwd(), out)}`);
