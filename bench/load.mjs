// One load run, in a process of its own so the client's CPU never counts against the server's:
// `node bench/load.mjs spec.json` prints autocannon's result as one JSON line. A spec with
// `writes` sends assignments and renewals, each assignment to a profile nobody was sold yet;
// `sales` sends POST /api/sales by plan, each picking its own profile.
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { percentiles } from './percentiles.mjs';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

/** Alternates a sale of the next libre profile with a 30-day renewal of an occupied one. */
function writeRequests({ freeProfiles, occupiedProfiles, clientIds, csrfToken }) {
  let turn = 0;
  const json = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
  return [
    {
      setupRequest(request) {
        turn += 1;
        const free = turn % 2 === 0 ? freeProfiles.pop() : undefined;
        if (free) {
          return {
            ...request,
            method: 'PUT',
            path: `/api/profiles/${free.id}`,
            headers: { ...request.headers, ...json },
            body: JSON.stringify({
              name: free.name,
              status: 'ocupado',
              clientId: clientIds[turn % clientIds.length],
              expectedStatus: 'libre',
            }),
          };
        }
        const occupied = occupiedProfiles[turn % occupiedProfiles.length];
        return {
          ...request,
          method: 'POST',
          path: `/api/profiles/${occupied}/renew`,
          headers: { ...request.headers, ...json },
          body: JSON.stringify({ days: 30 }),
        };
      },
    },
  ];
}

/**
 * Sales by plan with no profile named (issue 25, decision 042): the app picks each profile, so 8
 * sellers at once race for the same accounts. Plans of every service in turn, clients in turn.
 */
function saleRequests({ planIds, clientIds, csrfToken }) {
  let turn = 0;
  const json = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
  return [
    {
      setupRequest(request) {
        turn += 1;
        return {
          ...request,
          method: 'POST',
          path: '/api/sales',
          headers: { ...request.headers, ...json },
          body: JSON.stringify({
            clientId: clientIds[turn % clientIds.length],
            planId: planIds[turn % planIds.length],
          }),
        };
      },
    },
  ];
}

/**
 * A steady pace (bench (k)): one request every 1000/rate ms whatever the answers do (an open loop,
 * unlike autocannon's overallRate, which sends each second's quota in a burst at its start), over at
 * most `connections` kept-alive sockets; latencies to the microsecond, so a p99 of tens of
 * milliseconds is not rounded to whole ones.
 */
async function paced({ url, connections, seconds, rate, cookie, requests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const [template] = requests;
  const base = new URL(url);
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const one = () =>
    new Promise((resolve) => {
      const r = template.setupRequest({ headers: { cookie } });
      const started = performance.now();
      const req = http.request(
        { host: base.hostname, port: base.port, path: r.path, method: r.method, headers: r.headers, agent },
        (res) => {
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(r.body);
    });
  const inFlight = [];
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i += 1) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(one());
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: { average: sorted.length / seconds, total: sorted.length },
    latency: percentiles(sorted),
    // Every latency, for (k)'s slices, pooled by the caller across many short runs.
    samples: sorted,
    errors,
    timeouts: 0,
    non2xx,
    throughput: { total: bytes },
  };
}

const requests = spec.writes ? writeRequests(spec.writes) : spec.sales ? saleRequests(spec.sales) : undefined;
const result = spec.rate
  ? await paced({ ...spec, requests })
  : await autocannon({
      url: spec.url,
      connections: spec.connections,
      duration: spec.seconds,
      headers: { cookie: spec.cookie },
      ...(requests ? { requests } : {}),
    });
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    ...(spec.samples ? { samples: result.samples } : {}),
  })}\n`,
);
