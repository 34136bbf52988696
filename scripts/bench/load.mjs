// Latency and throughput: one timed request (cold) and autocannon runs (warm, soak).
import autocannon from 'autocannon';

/** One GET, timed until the whole body has arrived. */
export async function timedView(url) {
  const start = performance.now();
  const response = await fetch(url, {redirect: 'manual'});
  const body = await response.arrayBuffer();
  const html = Buffer.from(body).toString('utf8');
  return {status: response.status, ms: round(performance.now() - start), bytes: body.byteLength, html, headers: response.headers};
}

/** Requests that did not work: socket errors and timeouts (autocannon's `errors`) plus 4xx and 5xx answers. */
export function failedRequests(result) {
  return (result.errors ?? 0) + (result['4xx'] ?? 0) + (result['5xx'] ?? 0);
}

/** The figures the report keeps from an autocannon result. */
export function summarizeLoad(result) {
  return {
    requests: result.requests.total,
    rps: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: failedRequests(result),
    timeouts: result.timeouts ?? 0,
    errorKinds: result.errorKinds ?? {},
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
}

/**
 * autocannon against `url`: `paths` (several) makes every connection cycle through them in order; `rate`
 * (optional) caps the requests per second of all connections together. Resolves with autocannon's result plus
 * `errorKinds` (error code or message → count).
 */
export async function runLoad({url, paths, connections, duration, rate}) {
  const tracker = autocannon({
    url,
    connections,
    duration,
    requests: paths?.map((path) => ({method: 'GET', path})),
    ...(rate && {overallRate: rate}),
  });
  // autocannon counts failed requests but does not say why: keep the kinds (ECONNRESET, timed out, ...).
  const errorKinds = {};
  tracker.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? 'unknown';
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  const result = await tracker;
  return {...result, errorKinds};
}

function round(value) {
  return Math.round(value * 10) / 10;
}
