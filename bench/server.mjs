// The built server under test: seeded, started on 127.0.0.1, signed in, its memory watched.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The Node flags `npm start` runs the server with (the V8 heap's limits, docs/performance.md),
 * read from package.json so the bench measures the server as it runs in production.
 */
export function serverNodeFlags() {
  // BENCH_NODE_FLAGS="" starts the bundle the plain way (`node dist/server/server.js`), as a
  // container's CMD does; any other value replaces the flags read from `npm start`.
  if (process.env.BENCH_NODE_FLAGS !== undefined)
    return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  const { start } = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts;
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\/server\.js/.exec(start);
  if (!flags) throw new Error('package.json: el script start no ejecuta node dist/server/server.js');
  return flags[1].trim().split(' ').filter(Boolean);
}

/** `npm run db:seed` on the bench's database (the bundle is built once by run.mjs). */
export async function seedDemo(databaseUrl, scale, env) {
  const started = Date.now();
  const { stdout } = await run(
    process.execPath,
    ['dist/server/seed.js', '--demo', '--scale', String(scale), '--seed', 'bench', '--force'],
    { env: { ...process.env, ...env, DATABASE_URL: databaseUrl }, maxBuffer: 1 << 20 },
  );
  return { seconds: (Date.now() - started) / 1000, summary: stdout.split('\n')[0] };
}

/** The floor (floor-server.mjs): the same database, no framework, Node's default flags. */
export const FLOOR_ARGS = ['bench/floor-server.mjs'];

/**
 * Waits until the server has used under 3 % of a core for two seconds in a row (at most 45 min):
 * the first start on a freshly seeded database runs the day's jobs (the grace release frees
 * thousands of profiles, the morning summary, the daily backup; docs/performance.md, ninth pass),
 * and a figure taken beside them measures them, not the request. Answers the seconds waited.
 */
export async function waitUntilIdle(server) {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < 45 * 60_000) {
    const before = server.memory.cpuSeconds();
    await new Promise((r) => setTimeout(r, 1000));
    quiet = server.memory.cpuSeconds() - before < 0.03 ? quiet + 1 : 0;
  }
  return (Date.now() - started) / 1000;
}

/** The built app by default, or another server started with `args` (the floor). */
export async function startServer(
  databaseUrl,
  port,
  env,
  args = [...serverNodeFlags(), 'dist/server/server.js'],
) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, memory: watchMemory(child.pid) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('el servidor no arrancó');
}

export async function stopServer(server) {
  server.memory.stop();
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * Samples VmRSS every 100 ms (the peak under one load run) and reads VmHWM (the peak since the
 * process started) from /proc; ps would do on a machine without /proc, less precisely.
 */
function watchMemory(pid) {
  // The entry may run the app in a child of its own (decision 035): both processes count.
  const pids = () => {
    try {
      return [
        pid,
        ...fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean),
      ];
    } catch {
      return [pid];
    }
  };
  const readOne = (p, field) => {
    const line = fs
      .readFileSync(`/proc/${p}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(field));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
  };
  const read = (field) => pids().reduce((sum, p) => sum + readOne(p, field), 0);
  let windowPeak = 0;
  const timer = setInterval(() => {
    try {
      windowPeak = Math.max(windowPeak, read('VmRSS:'));
    } catch {
      // the process is gone
    }
  }, 100);
  return {
    /** Peak RSS (MB) since the last call. */
    takeWindowPeak() {
      const peak = Math.max(windowPeak, read('VmRSS:'));
      windowPeak = 0;
      return peak;
    },
    highWaterMark: () => read('VmHWM:'),
    /**
     * CPU seconds the server has used (user + system, /proc/<pid>/stat, 100 ticks a second).
     * Per request, it is the figure the machine's other load disturbs least: a busy machine
     * makes a request wait longer, not cost more.
     */
    cpuSeconds() {
      return pids().reduce((sum, p) => {
        const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
        return sum + (Number(fields[11]) + Number(fields[12])) / 100;
      }, 0);
    },
    stop: () => clearInterval(timer),
  };
}

/** Signs in as a browser does: CSRF cookie and token first, then the login, keeping every cookie. */
export async function signIn(base, username, password) {
  const cookies = new Map();
  const keep = (response) => {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const tokenResponse = await fetch(`${base}/api/csrf-token`);
  keep(tokenResponse);
  const { csrfToken } = await tokenResponse.json();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: cookie() },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`inicio de sesión: ${login.status} ${await login.text()}`);
  keep(login);
  return { cookie: cookie(), csrfToken: (await login.json()).csrfToken };
}
