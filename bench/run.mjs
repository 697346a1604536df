// Load benchmark of the API: starts the built server on a fresh SQLite database, signs in, then
// hits the endpoints every screen polls with N concurrent clients and reports throughput and
// latency percentiles. Run with `npm run bench` (after `npm run build`); never part of npm test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const TARGETS = {
  '/api/health': 300,
  '/api/auth/me': 150,
  '/api/notifications?page=1&limit=20': 150,
  '/api/totals': 150,
  '/api/services?page=1&limit=50': 150,
  '/api/clients?page=1&limit=10&search=garcia': 100,
  '/api/clients?page=1&limit=10&search=300%20555': 100,
};
const CLIENTS = 2000;
const SERVICES = 60;

if (!fs.existsSync('dist/server/server.js')) {
  console.error('Primero ejecuta npm run build.');
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-bench-'));
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`,
    ADMIN_PASSWORD: 'bench-secreto',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn() {
  const tokenResponse = await fetch(`${BASE}/api/csrf-token`);
  const csrfCookie = tokenResponse.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = await tokenResponse.json();
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: csrfCookie.join('; ') },
    body: JSON.stringify({ username: 'admin', password: 'bench-secreto' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { csrfToken: token } = await login.json();
  return {
    cookie: login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    token,
  };
}

/** A realistic book: thousands of clients and a full catalogue, created through the API. */
async function seed({ cookie, token }) {
  const post = (url, body) =>
    fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify(body),
    }).then((r) => {
      if (!r.ok) throw new Error(`${url} → ${r.status}`);
    });
  const surnames = ['García', 'Rodríguez', 'Martínez', 'López', 'Gómez', 'Pérez', 'Núñez', 'Díaz'];
  for (let i = 0; i < SERVICES; i += 1) {
    await post('/api/services', { name: `Servicio ${i}`, price: 15000 + i * 500, maxProfiles: 5 });
  }
  for (let i = 0; i < CLIENTS; i += surnames.length) {
    await Promise.all(
      surnames.map((surname, j) =>
        post('/api/clients', { name: `Cliente ${i + j} ${surname}`, phone: `300${5550000 + i + j}` }),
      ),
    );
  }
}

async function load(url, cookie) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const response = await fetch(`${BASE}${url}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { rps: latencies.length / (DURATION_MS / 1000), p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

let failed = false;
try {
  await waitForServer();
  const session = await signIn();
  const seeded = Date.now();
  await seed(session);
  console.log(
    `${CLIENTS} clientes y ${SERVICES} servicios creados en ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const { cookie } = session;
  console.log(`${CONCURRENCY} clientes concurrentes, ${DURATION_MS / 1000} s por endpoint`);
  for (const [url, target] of Object.entries(TARGETS)) {
    const r = await load(url, cookie);
    const ok = r.errors === 0 && r.rps >= target;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok ' : 'LOW'} ${url.padEnd(46)} ${r.rps.toFixed(0).padStart(6)} req/s (objetivo ${target})` +
        `  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errores ${r.errors}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
