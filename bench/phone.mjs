// The phone of issue 23 (decision 037), for `npm run bench:web`: never part of npm test.
//   - A throttled mobile profile in Playwright's Chromium, set through the DevTools protocol:
//     4× CPU slowdown (Emulation.setCPUThrottlingRate) and a 1.6 Mbps down / 750 Kbps up, 150 ms
//     RTT network (Network.emulateNetworkConditions: Lighthouse's "slow 4G"), a 412×823 phone
//     screen, cold cache. It times, from the navigation's start, the first account row of Cuentas
//     and the first card of Avisos, and sums the JavaScript each load fetched.
//   - Lighthouse 12 (pinned in package.json; 13 needs Node 22) on a Chromium of its own started
//     with --remote-debugging-port, its default mobile settings (simulated slow 4G, 4× CPU), the
//     performance category only, signed in through a Cookie header for every screen but /login.
// Functions passed to page.evaluate and addInitScript run in the browser.
/* global window, document, MutationObserver */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Lighthouse's mobile "slow 4G" and its CPU slowdown, applied for real (not simulated). */
export const PHONE = {
  cpuSlowdown: 4,
  downloadKbps: 1600,
  uploadKbps: 750,
  rttMs: 150,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** Targets of issue 23 for the phone. */
export const PHONE_TARGETS = { firstRowsMs: 2500, lighthouseLogin: 90, lighthouseScreen: 80 };

/** The screens timed on the phone: where the first rows show, and what counts as one. */
export const PHONE_SCREENS = {
  cuentas: { path: '/dashboard/cuentas', selector: 'main tbody tr' },
  avisos: { path: '/dashboard/avisos', selector: 'main [data-testid="reminder"]' },
};

/** The pages Lighthouse scores; /login signed out, the rest signed in. */
export const LIGHTHOUSE_PAGES = {
  login: { path: '/login', signedIn: false },
  panel: { path: '/dashboard', signedIn: true },
  cuentas: { path: '/dashboard/cuentas', signedIn: true },
  clientes: { path: '/dashboard/clientes', signedIn: true },
  movimientos: { path: '/dashboard/movimientos', signedIn: true },
  avisos: { path: '/dashboard/avisos', signedIn: true },
};

// Records, from the first script on, when the first element matching the selector appears
// (performance.now(): milliseconds from the navigation's start).
const FIRST_MATCH_PROBE = (selector) => {
  const probe = { firstAt: null };
  window.__phone = probe;
  const observer = new MutationObserver(() => {
    if (probe.firstAt === null && document.querySelector(selector)) {
      probe.firstAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** One cold load of a screen on the throttled phone: first rows, and the JavaScript fetched. */
export async function measurePhoneScreen(browser, base, cookie, screen) {
  const url = new URL(base);
  const context = await browser.newContext({
    baseURL: base,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: url.hostname, path: '/' };
    }),
  );
  await context.addInitScript(FIRST_MATCH_PROBE, screen.selector);
  const scripts = new Map();
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
    } catch {
      // a navigation away dropped the body
    }
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
  });
  await page.goto(screen.path, { waitUntil: 'commit', timeout: 60_000 });
  await page.locator(screen.selector).first().waitFor({ timeout: 60_000 });
  const firstAt = await page.evaluate(() => window.__phone.firstAt);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const gzipBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { firstRowsMs: Math.round(firstAt), scripts: scripts.size, gzipKb: kb(gzipBytes) };
}

/** A headless Chromium of its own with a DevTools port, for Lighthouse. */
async function launchDebuggableChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('Chromium no abrió su puerto de depuración')), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium terminó con ${code}: ${seen.slice(-500)}`)));
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's mobile performance score (0–100) and its main metrics for each page, `runs` times
 * (the median score is reported). Lighthouse clears the cache before each load, not cookies.
 */
export async function runLighthouse(base, cookie, runs) {
  const chromium = await launchDebuggableChromium();
  const results = {};
  try {
    for (const [name, page] of Object.entries(LIGHTHOUSE_PAGES)) {
      results[name] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(
          `${base}${page.path}`,
          {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
          },
          undefined,
        );
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse en ${page.path}: ${lhr.runtimeError.message}`);
        const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
          (item) => item.resourceType === 'Script',
        );
        results[name].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          speedIndexMs: metric('speed-index'),
          totalKb: kb(lhr.audits['total-byte-weight']?.numericValue ?? 0),
          scriptKb: kb(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
          finalUrl: lhr.finalDisplayedUrl,
          lighthouse: lhr.lighthouseVersion,
        });
      }
    }
  } finally {
    await chromium.close();
  }
  return results;
}
