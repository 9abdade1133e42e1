// Load generators of the bench: autocannon against the API, and the same number of concurrent
// loops running a query through pg. Every latency is kept, so percentiles are exact.
import autocannon from 'autocannon';

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

export function summarise(latencies, seconds, errors = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    rps: sorted.length / seconds,
    errors,
  };
}

/** autocannon with `connections` clients for `seconds`; non-2xx answers count as errors. */
export async function httpLoad({ url, method = 'GET', headers = {}, body, connections, seconds }) {
  const latencies = [];
  let errors = 0;
  const run = autocannon({ url, method, headers, body, connections, duration: seconds });
  run.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors++;
  });
  const result = await run;
  return summarise(latencies, seconds, errors + result.errors);
}

/** `concurrency` loops running one query through the pool for `seconds`. */
export async function sqlLoad(pool, { sql, params = [] }, concurrency, seconds) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await pool.query(sql, params);
          latencies.push(performance.now() - t);
        } catch (err) {
          if (errors++ === 0) console.error(`query failed: ${err.message}`);
        }
      }
    }),
  );
  return summarise(latencies, seconds, errors);
}
