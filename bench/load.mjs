// One load run, in a process of its own so the client's CPU never counts against the server's:
// `node bench/load.mjs spec.json` prints autocannon's result as one JSON line. A spec with
// `writes` sends assignments and renewals, each assignment to a profile nobody was sold yet;
// `sales` sends POST /api/sales by plan, each picking its own profile.
import fs from 'node:fs';
import autocannon from 'autocannon';

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

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  headers: { cookie: spec.cookie },
  ...(spec.writes ? { requests: writeRequests(spec.writes) } : {}),
  ...(spec.sales ? { requests: saleRequests(spec.sales) } : {}),
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
  })}\n`,
);
