// The summary table of a bench run, the scale ratios and the JSON file under bench/results/.
import fs from 'node:fs';
import path from 'node:path';

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** For each figure of the largest scale, how it compares with the same figure at the smallest one. */
export function ratios(runs) {
  const out = [];
  for (const dialect of new Set(runs.map((r) => r.dialect))) {
    const list = runs.filter((r) => r.dialect === dialect);
    if (list.length < 2) continue;
    const small = list.reduce((a, b) => (a.scale < b.scale ? a : b));
    const large = list.reduce((a, b) => (a.scale > b.scale ? a : b));
    for (const r of large.results) {
      const base = small.results.find((s) => s.key === r.key && s.connections === r.connections);
      if (!base) continue;
      out.push({
        dialect,
        key: r.key,
        name: r.name,
        connections: r.connections,
        scales: [small.scale, large.scale],
        requestsPerSecond: r.requestsPerSecond / base.requestsPerSecond,
        p50: r.p50 / base.p50,
        p99: r.p99 / base.p99,
        rssMb: r.rssMb / base.rssMb,
        cpuMsPerRequest: r.cpuMsPerRequest / base.cpuMsPerRequest,
      });
    }
  }
  return out;
}

export function printReport(report) {
  console.log(
    '\nbase      escala  escenario                     conex.   req/s   p50 ms   p99 ms  RSS MB  CPU ms/pet.',
  );
  for (const run of report.runs) {
    for (const r of run.results) {
      console.log(
        `${run.dialect.padEnd(9)} ${String(run.scale).padStart(6)}  ${r.name.padEnd(28)} ${String(r.connections).padStart(6)} ` +
          `${fmt(r.requestsPerSecond).padStart(7)} ${fmt(r.p50, 1).padStart(8)} ${fmt(r.p99, 1).padStart(8)} ${fmt(r.rssMb).padStart(7)} ${fmt(r.cpuMsPerRequest, 2).padStart(12)}`,
      );
    }
    console.log(
      `${run.dialect.padEnd(9)} ${String(run.scale).padStart(6)}  pico de RSS del servidor: ${fmt(run.rssPeakMb)} MB`,
    );
  }
  printFloor(report.runs);
  printWebhooks(report.runs);
  const rows = ratios(report.runs);
  if (rows.length === 0) return;
  console.log(
    '\nproporción escala mayor / menor (req/s: <1 es más lento; p50, p99, RSS, CPU: >1 es más lento o mayor)',
  );
  for (const r of rows) {
    console.log(
      `${r.dialect.padEnd(9)} ${`${r.scales[1]}/${r.scales[0]}`.padStart(6)}  ${r.name.padEnd(28)} ${String(r.connections).padStart(6)} ` +
        `${fmt(r.requestsPerSecond, 2).padStart(7)} ${fmt(r.p50, 2).padStart(8)} ${fmt(r.p99, 2).padStart(8)} ${fmt(r.rssMb, 2).padStart(7)} ${fmt(r.cpuMsPerRequest, 2).padStart(12)}`,
    );
  }
}

/**
 * Each read beside the floor of the same run (floor-server.mjs): the figures to compare across
 * machines and days. req/s: app / floor, under 1 is slower; p50, p99 and CPU: app / floor, over
 * 1 is slower.
 */
function printFloor(runs) {
  const withFloor = runs.flatMap((run) => run.results.filter((r) => r.floor).map((r) => ({ run, r })));
  if (withFloor.length === 0) return;
  console.log(
    '\nfrente al piso de la misma corrida (app / piso; req/s: <1 es más lento; p50, p99, CPU: >1 es más lento)',
  );
  console.log(
    'base      escala  escenario                     conex.  piso req/s  app/piso req/s  piso p99  app/piso p99  app/piso p50  app/piso CPU',
  );
  for (const { run, r } of withFloor) {
    const v = r.vsFloor;
    console.log(
      `${run.dialect.padEnd(9)} ${String(run.scale).padStart(6)}  ${r.name.padEnd(28)} ${String(r.connections).padStart(6)} ` +
        `${fmt(r.floor.requestsPerSecond).padStart(11)} ${fmt(v.requestsPerSecond, 2).padStart(15)} ` +
        `${fmt(r.floor.p99, 1).padStart(9)} ${fmt(v.p99, 2).padStart(13)} ${fmt(v.p50, 2).padStart(13)} ${fmt(v.cpuMsPerRequest, 2).padStart(13)}`,
    );
  }
}

export function writeReport(report) {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...report, ratios: ratios(report.runs) }, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

/** (k): the sale write p99 with three webhooks against none (decision 049; the target is ≤ 1.10). */
function printWebhooks(runs) {
  const rows = runs.flatMap((run) =>
    run.results.filter((r) => r.webhooksP99Ratio !== undefined).map((r) => ({ run, r })),
  );
  if (rows.length === 0) return;
  console.log('\nventas con 3 webhooks / sin webhooks (p99 de escritura a ritmo constante; objetivo ≤ 1,10)');
  for (const { run, r } of rows)
    console.log(
      `${run.dialect.padEnd(9)} ${String(run.scale).padStart(6)}  a ${r.rate} ventas/s: p99 ${fmt(r.p99, 1)} ms / ${fmt(r.withoutWebhooks.p99, 1)} ms = ${fmt(r.webhooksP99Ratio, 2)}` +
        (r.sliceP99Ratio !== undefined ? ` (mediana por tramo ${fmt(r.sliceP99Ratio, 2)})` : '') +
        (r.flatOut
          ? `; a plena carga: ${fmt(r.flatOut.on.p99, 1)} / ${fmt(r.flatOut.off.p99, 1)} ms = ${fmt(r.flatOut.p99Ratio, 2)}, CPU ${fmt(r.flatOut.on.cpuMsPerRequest, 2)} / ${fmt(r.flatOut.off.cpuMsPerRequest, 2)} ms`
          : '') +
        `  (${r.delivered} entregas recibidas)`,
    );
}
