// What the bench measures and how hard: the pages, the budgets' limits and the command-line options.
import {parseArgs} from 'node:util';

/** Five page types in the Dutch (unprefixed) and German markets; German words from app/markets/segments.ts. */
export const PAGES = [
  {type: 'home', market: 'nl', path: '/'},
  {type: 'products', market: 'nl', path: '/producten'},
  {type: 'collection', market: 'nl', path: '/producten/protein'},
  {type: 'product', market: 'nl', path: '/producten/protein/whey-protein'},
  {type: 'cart', market: 'nl', path: '/cart'},
  {type: 'home', market: 'de', path: '/de'},
  {type: 'products', market: 'de', path: '/de/produkte'},
  {type: 'collection', market: 'de', path: '/de/produkte/protein'},
  {type: 'product', market: 'de', path: '/de/produkte/protein/whey-protein'},
  {type: 'cart', market: 'de', path: '/de/cart'},
];

/**
 * Lighthouse runs on these pages, three times each (the budgets take the median): home, collection and product in
 * Dutch, and the German product page, which the issue 9 budgets measure in both markets. Twelve audits take
 * about six minutes.
 */
export const LIGHTHOUSE_PAGES = PAGES.filter(
  (p) => (p.market === 'nl' && ['home', 'collection', 'product'].includes(p.type)) || (p.market === 'de' && p.type === 'product'),
);

/**
 * The skeleton's pages that match ours: the same demo product and collection as the Storefront stand-in serves
 * them (local-services), under the skeleton's own URLs. It has no markets, so both of ours compare with one.
 */
export const PEER_PATHS = {product: '/products/whey-protein', collection: '/collections/protein'};

/** The skeleton's pages soaked the way ours are (one of each page type: it has no markets); a yardstick. */
export const PEER_SOAK_PATHS = ['/', '/collections', PEER_PATHS.collection, PEER_PATHS.product, '/cart'];

/** Our pages measured against the skeleton (scripts/bench/peer.mjs), in alternated rounds. */
/** The skeleton's pages Lighthouse audits beside ours (a yardstick: no budget). */
export const PEER_LIGHTHOUSE_PAGES = [
  {type: 'collection', market: 'skeleton', path: PEER_PATHS.collection},
  {type: 'product', market: 'skeleton', path: PEER_PATHS.product},
];

export const COMPARED_PAGES = PAGES.filter((p) => p.type in PEER_PATHS).map((p) => ({...p, peerPath: PEER_PATHS[p.type]}));

export const LIMITS = {
  performance: 95, // Lighthouse score, median of the runs, at least
  accessibility: 100, // Lighthouse score, exactly
  lcpMs: 2000, // at most (simulated throttling)
  tbtMs: 50, // at most
  cls: 0.02, // at most
  productJsKb: 115, // gzip, at most
  otherJsKb: 110, // gzip, every other page type, at most
  productHtmlKb: 120, // uncompressed, at most
  productLoaderDataKb: 40, // serialized loader data in the product page, uncompressed, at most
  throughputRatio: {product: 0.6, collection: 0.8}, // our warm req/s over the skeleton's, at least
  warmUpstreamCalls: 0,
  soakErrors: 0,
  soakRssEndMb: 250, // workerd resident memory after the soak, at most
};

/** Time after a view for the worker's background work (waitUntil cache writes) before counters are read. */
export const SETTLE_MS = 500;

const OPTIONS = {
  'skip-build': {type: 'boolean', default: false},
  'no-lighthouse': {type: 'boolean', default: false},
  'no-soak': {type: 'boolean', default: false},
  'no-peer': {type: 'boolean', default: false},
  duration: {type: 'string'},
  connections: {type: 'string'},
  rounds: {type: 'string'},
  'lighthouse-runs': {type: 'string'},
  'soak-duration': {type: 'string'},
  'soak-connections': {type: 'string'},
  port: {type: 'string'},
  'peer-port': {type: 'string'},
  'services-port': {type: 'string'},
  help: {type: 'boolean', default: false},
};

export const USAGE = `npm run bench [-- options]
  --skip-build             use the existing dist/ (default: npm run build first)
  --duration <s>           warm load per page and per round, seconds (default 10)
  --connections <n>        warm load concurrency, ours and the skeleton's (default 10)
  --rounds <n>             alternated rounds per side against the skeleton (default 3)
  --lighthouse-runs <n>    Lighthouse audits per page; budgets use the median (default 3)
  --soak-duration <s>      soak length, seconds (default 60)
  --soak-connections <n>   soak concurrency (default 50)
  --no-peer                skip the skeleton comparison (its budgets show SKIP)
  --no-lighthouse          skip the Lighthouse audits (their budgets show SKIP)
  --no-soak                skip the soak (its budgets show SKIP)
  --port <p>               worker port (env BENCH_PORT, default 3330)
  --peer-port <p>          skeleton worker port (env BENCH_PEER_PORT, default 3500)
  --services-port <p>      local services port (env BENCH_SERVICES_PORT, default 4330)`;

function positive(value, name) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
  return number;
}

/** The run's settings from argv and env; throws with a readable message on a bad value. */
export function readOptions(argv, env = {}) {
  const {values} = parseArgs({args: argv, options: OPTIONS, strict: true, allowPositionals: false});
  return {
    help: values.help,
    build: !values['skip-build'],
    lighthouse: !values['no-lighthouse'],
    soak: !values['no-soak'],
    peer: !values['no-peer'],
    duration: positive(values.duration ?? 10, 'duration'),
    connections: positive(values.connections ?? 10, 'connections'),
    rounds: positive(values.rounds ?? 3, 'rounds'),
    lighthouseRuns: positive(values['lighthouse-runs'] ?? 3, 'lighthouse-runs'),
    soakDuration: positive(values['soak-duration'] ?? 60, 'soak-duration'),
    soakConnections: positive(values['soak-connections'] ?? 50, 'soak-connections'),
    port: positive(values.port ?? env.BENCH_PORT ?? 3330, 'port'),
    peerPort: positive(values['peer-port'] ?? env.BENCH_PEER_PORT ?? 3500, 'peer-port'),
    servicesPort: positive(values['services-port'] ?? env.BENCH_SERVICES_PORT ?? 4330, 'services-port'),
  };
}
