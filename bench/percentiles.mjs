// The latency figures of a run, from its latencies sorted in ascending order: shared by the paced
// client (load.mjs) and (k)'s slices pooled across runs (run.mjs).
export function percentiles(sorted) {
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
