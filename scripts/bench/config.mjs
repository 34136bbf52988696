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

/** Lighthouse runs on these (Dutch) pages only: three full audits already take about a minute and a half. */
export const LIGHTHOUSE_PAGES = PAGES.filter((p) => p.market === 'nl' && ['home', 'collection', 'product'].includes(p.type));

export const LIMITS = {
  performance: 95, // Lighthouse score, at least
  accessibility: 100, // Lighthouse score, exactly
  cls: 0.02, // at most
  tbtMs: 100, // at most
  productJsKb: 150, // gzip, at most
  warmUpstreamCalls: 0,
  soakErrors: 0,
};

/** Time after a view for the worker's background work (waitUntil cache writes) before counters are read. */
export const SETTLE_MS = 500;

const OPTIONS = {
  'skip-build': {type: 'boolean', default: false},
  'no-lighthouse': {type: 'boolean', default: false},
  'no-soak': {type: 'boolean', default: false},
  duration: {type: 'string'},
  connections: {type: 'string'},
  'soak-duration': {type: 'string'},
  'soak-connections': {type: 'string'},
  port: {type: 'string'},
  'services-port': {type: 'string'},
  help: {type: 'boolean', default: false},
};

export const USAGE = `npm run bench [-- options]
  --skip-build             use the existing dist/ (default: npm run build first)
  --duration <s>           warm load per page, seconds (default 10)
  --connections <n>        warm load concurrency (default 10)
  --soak-duration <s>      soak length, seconds (default 60)
  --soak-connections <n>   soak concurrency (default 50)
  --no-lighthouse          skip the Lighthouse audits (their budgets show SKIP)
  --no-soak                skip the soak (its budget shows SKIP)
  --port <p>               worker port (env BENCH_PORT, default 3330)
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
    duration: positive(values.duration ?? 10, 'duration'),
    connections: positive(values.connections ?? 10, 'connections'),
    soakDuration: positive(values['soak-duration'] ?? 60, 'soak-duration'),
    soakConnections: positive(values['soak-connections'] ?? 50, 'soak-connections'),
    port: positive(values.port ?? env.BENCH_PORT ?? 3330, 'port'),
    servicesPort: positive(values['services-port'] ?? env.BENCH_SERVICES_PORT ?? 4330, 'services-port'),
  };
}
