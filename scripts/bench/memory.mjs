// `node scripts/bench/memory.mjs`: where workerd's memory goes under load. One fresh built worker, warmed with one
// view of each soaked path, then autocannon cycling through those paths, then an idle phase; workerd's RSS
// (split into anonymous and file-backed) is sampled every second throughout. With --inspect, V8's heap of each
// isolate (our worker, Miniflare's cache object, ...) is read over the inspector before the load, after it, and
// after a forced full GC (a heap snapshot): that tells objects still alive from garbage V8 has not collected yet,
// and V8's heaps from workerd's other (native) memory. Flags: see USAGE. Prints one JSON object (samples, summary).
import {readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {parseArgs} from 'node:util';
import {Miniflare} from 'miniflare';
import {PAGES, PEER_SOAK_PATHS} from './config.mjs';
import {PEER_DIR, peerEnv} from './peer.mjs';
import {runLoad, summarizeLoad, timedView} from './load.mjs';
import {workerdPids} from './proc.mjs';
import {startServices} from './server.mjs';
import {createCounters, upstreamOperations} from './upstream.mjs';
import {localEnv} from '../local-env.mjs';
import {inspectorSession} from './inspector.mjs';

const USAGE = `node scripts/bench/memory.mjs [options]
  --types <list>        page types to soak (home,products,collection,product,cart; default all, both markets)
  --paths <list>        explicit paths instead of --types (comma-separated)
  --connections <n>     default 50
  --duration <s>        default 60
  --rate <n>            at most n requests per second over all connections (default: as fast as answered), to
                        compare workers at the same number of requests
  --idle <s>            seconds sampled after the load (default 30)
  --empty               an empty worker ("ok" for every request) instead of dist/server/index.js
  --worker <file>       another ES module worker instead of dist/server/index.js (e.g. a synthetic one)
  --peer                the Hydrogen skeleton (scripts/bench/peer.mjs; built by \`npm run bench\` first) instead of
                        ours, on its home, collections, collection, product and cart pages unless --paths: the
                        same soak for the yardstick
  --direct              load the worker through a socket of its own (Miniflare's unsafeDirectSockets), not through
                        Miniflare's entry worker, which every request passes on its way in locally (not on Oxygen)
  --maps                the largest resident anonymous regions of workerd's address space at the end of the load,
                        the idle phase and (with --inspect) after the GC: V8's heap cages and its sandbox (where
                        ArrayBuffer contents live) are regions of their own, so this tells them from malloc's memory;
                        every fifth sample also gets the resident MB of the three largest regions (\`regions\`)
  --cache-ops           count the worker's Cache API calls (caches.open, match and hits, put and the bytes put,
                        delete) during the load: a wrapper module in front of the worker, which answers
                        /__cache-ops with the counts (not with --empty)
  --inspect             read V8 heap sizes over the inspector (and force a GC after the idle phase); every fifth
                        sample gets the committed heap of every isolate (\`isolates\`)
  --profile <file>      with --inspect: V8's sampling profile of what our worker allocated during the load (.heapprofile)
  --snapshot <dir>      with --inspect: write our worker's heap snapshot (taken after the idle phase) there
  --port <p> --services-port <p> --inspector-port <p>
                        default: env BENCH_PORT or 3330, env BENCH_SERVICES_PORT or 4330, 9330`;

const {values} = parseArgs({
  options: {
    types: {type: 'string'},
    paths: {type: 'string'},
    connections: {type: 'string', default: '50'},
    duration: {type: 'string', default: '60'},
    rate: {type: 'string'},
    idle: {type: 'string', default: '30'},
    empty: {type: 'boolean', default: false},
    worker: {type: 'string'},
    peer: {type: 'boolean', default: false},
    direct: {type: 'boolean', default: false},
    inspect: {type: 'boolean', default: false},
    maps: {type: 'boolean', default: false},
    'cache-ops': {type: 'boolean', default: false},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '3330'},
    'services-port': {type: 'string', default: process.env.BENCH_SERVICES_PORT ?? '4330'},
    'inspector-port': {type: 'string', default: '9330'},
    snapshot: {type: 'string'},
    profile: {type: 'string'},
    help: {type: 'boolean', default: false},
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const log = (message) => console.error(`[memory] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const port = Number(values.port);
const servicesPort = Number(values['services-port']);
const inspectorPort = Number(values['inspector-port']);
const paths = values.paths
  ? values.paths.split(',')
  : values.peer
    ? PEER_SOAK_PATHS
    : PAGES.filter((page) => !values.types || values.types.split(',').includes(page.type)).map((page) => page.path);

/** RSS, anonymous and file-backed resident memory of a process, MB. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN);
    const mb = (value) => Math.round((value / 1024) * 10) / 10;
    return {rss: mb(kb('VmRSS')), anon: mb(kb('RssAnon')), file: mb(kb('RssFile'))};
  } catch {
    return undefined;
  }
}

/**
 * The resident anonymous regions of a process, largest first (MB): consecutive mappings merged into one region,
 * each with the size of the address range it spans (a V8 pointer cage spans 4 GB, its sandbox 1 TB).
 */
function anonymousRegions(pid, count = 8) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  const regions = [];
  let current;
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      const [start, end] = [parseInt(header[1], 16), parseInt(header[2], 16)];
      const anonymous = header[3] === '';
      if (anonymous && current && current.end === start) current.end = end;
      else if (anonymous) regions.push((current = {start, end, rssKb: 0}));
      else current = undefined;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssKb += Number(rss[1]);
  }
  const mb = (kb) => Math.round((kb / 1024) * 10) / 10;
  return regions
    .sort((a, b) => b.rssKb - a.rssKb)
    .slice(0, count)
    .map(({start, end, rssKb}) => ({at: start.toString(16), spansMb: mb((end - start) / 1024), rssMb: mb(rssKb)}));
}

const inspectorTargets = async () => (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
const WORKER_TARGET = 'core:user:';

// workerd takes one inspector connection per isolate at a time: one session each, kept for the whole run.
const sessions = new Map();
async function sessionFor(target) {
  if (!sessions.has(target.id)) sessions.set(target.id, await inspectorSession(target.webSocketDebuggerUrl));
  return sessions.get(target.id);
}
const workerSession = async () => sessionFor((await inspectorTargets()).find((target) => target.id === WORKER_TARGET));

/** V8 heap use of every inspectable isolate in workerd, MB, optionally after a forced full GC. */
async function heaps({collect = false, snapshotDir} = {}) {
  const result = {};
  for (const target of await inspectorTargets()) {
    log(`heap of ${target.id}${collect ? ' (after a full GC)' : ''}`);
    const session = await sessionFor(target);
    session.chunks.length = 0;
    // workerd's inspector does not answer HeapProfiler.collectGarbage; a heap snapshot runs a full GC first.
    if (collect) {
      await session.call('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
      if (snapshotDir && target.id === WORKER_TARGET) writeFileSync(`${snapshotDir}/worker.heapsnapshot`, session.chunks.join(''));
    }
    const usage = await session.call('Runtime.getHeapUsage');
    const mb = (bytes) => (typeof bytes === 'number' ? Math.round((bytes / 1048576) * 10) / 10 : null);
    result[target.title || target.id] = {usedMb: mb(usage.usedSize), totalMb: mb(usage.totalSize)};
  }
  return result;
}

/** Starts V8's sampling heap profiler on our worker; the returned function stops it and writes the profile. */
async function startAllocationProfile(file) {
  const session = await workerSession();
  // Objects that GC collected count too: the profile is where the load allocated, not what survived it.
  await session.call('HeapProfiler.startSampling', {
    samplingInterval: 32768,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return async () => {
    const {profile} = await session.call('HeapProfiler.stopSampling');
    writeFileSync(file, JSON.stringify(profile));
  };
}

/** Committed V8 heap of every inspectable isolate, MB, by target id (core:user:, core:entry, cache:0, ...). */
async function isolateTotals() {
  const totals = {};
  for (const target of await inspectorTargets()) {
    const usage = await (await sessionFor(target)).call('Runtime.getHeapUsage');
    totals[target.id] = Math.round(usage.totalSize / 104857.6) / 10;
  }
  return totals;
}

/**
 * The worker's modules; with --cache-ops a first module wraps it: it counts the Cache API calls of every cache
 * `caches.open` gives and answers /__cache-ops with the counts (the worker never sees that path).
 */
function workerModules(path) {
  if (!values['cache-ops']) return [{type: 'ESModule', path}];
  const wrapper = `import worker from './${basename(path)}';
const ops = {open: 0, match: 0, hits: 0, put: 0, putBytes: 0, delete: 0};
const open = caches.open.bind(caches);
caches.open = async (name) => {
  ops.open++;
  const cache = await open(name);
  return {
    async match(request, options) { ops.match++; const found = await cache.match(request, options); if (found) ops.hits++; return found; },
    async put(request, response) {
      ops.put++;
      const body = await response.arrayBuffer();
      ops.putBytes += body.byteLength;
      return cache.put(request, new Response(body, response));
    },
    delete(request, options) { ops.delete++; return cache.delete(request, options); },
  };
};
export default {
  fetch(request, env, context) {
    if (new URL(request.url).pathname === '/__cache-ops') return new Response(JSON.stringify(ops), {headers: {'content-type': 'application/json'}});
    return worker.fetch(request, env, context);
  },
};`;
  return [
    {type: 'ESModule', path: join(dirname(path), '__cache-ops.mjs'), contents: wrapper},
    {type: 'ESModule', path},
  ];
}

const perRequest = (counts, requests) =>
  Object.fromEntries(Object.entries(counts).map(([key, count]) => [key, Math.round((count / requests) * 1000) / 1000]));

const cacheOps = async (url) => (values['cache-ops'] ? (await fetch(`${url}/__cache-ops`)).json() : undefined);

const EMPTY_WORKER = `export default {fetch() { return new Response('ok'); }};`;

let services;
let miniflare;
// The services run in their own process group: stop them on Ctrl-C / kill too, or they keep the port.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    services?.stop();
    void (miniflare?.dispose() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}
try {
  if (!values.empty) services = await startServices(servicesPort);
  miniflare = new Miniflare({
    ...(values.empty
      ? {modules: true, script: EMPTY_WORKER}
      : {
          modules: workerModules(values.worker ?? (values.peer ? join(PEER_DIR, 'dist/server/index.js') : 'dist/server/index.js')),
          bindings: values.peer ? peerEnv(servicesPort) : localEnv(servicesPort, `http://127.0.0.1:${port}`),
        }),
    compatibilityDate: '2022-10-31',
    compatibilityFlags: ['streams_enable_constructors'],
    host: '127.0.0.1',
    // --direct: our port is the worker's own socket; Miniflare's entry listens on a free port nobody loads.
    port: values.direct ? 0 : port,
    ...(values.direct && {unsafeDirectSockets: [{host: '127.0.0.1', port}]}),
    ...(values.inspect && {inspectorPort}),
  });
  const entryUrl = String(await miniflare.ready).replace(/\/$/, '');
  const url = values.direct ? `http://127.0.0.1:${port}` : entryUrl;
  // The one workerd this script started.
  const pid = workerdPids()[0];
  const samples = [];
  const t0 = Date.now();
  // With --inspect every sample also has our worker's V8 heap (used / committed, MB): a fall in `heapUsed`
  // is a major GC, and the level it falls to is what the load keeps alive.
  const heapSession = values.inspect ? await workerSession() : undefined;
  const regions = {};
  const sample = async (phase) => {
    const entry = {t: Math.round((Date.now() - t0) / 100) / 10, phase, ...memoryOf(pid)};
    samples.push(entry);
    if (values.maps && ['load-end', 'idle-end', 'after-gc'].includes(phase)) regions[phase] = anonymousRegions(pid);
    // Every fifth sample, the three largest regions' resident MB: which one grows during the load.
    else if (values.maps && samples.length % 5 === 0) entry.regions = anonymousRegions(pid, 3)?.map((region) => region.rssMb);
    if (!heapSession) return;
    const usage = await heapSession.call('Runtime.getHeapUsage');
    Object.assign(entry, {heapUsed: Math.round(usage.usedSize / 104857.6) / 10, heapTotal: Math.round(usage.totalSize / 104857.6) / 10});
    // Every fifth sample, the committed heap of every isolate (Miniflare's entry and cache workers too), MB.
    if (samples.length % 5 === 0) entry.isolates = await isolateTotals();
  };

  await sample('started');
  for (const path of paths) await timedView(url + path);
  await sleep(500);
  await sample('warmed');
  const heapWarm = values.inspect ? await heaps() : undefined;
  const counters = services && createCounters(services.url);
  await counters?.reset();
  const cacheOpsWarm = await cacheOps(url);

  log(`load: ${paths.join(' ')} (${values.connections} connections, ${values.duration} s)`);
  let phase = 'load';
  const timer = setInterval(() => void sample(phase), 1000);
  const stopProfile = values.inspect && values.profile ? await startAllocationProfile(values.profile) : undefined;
  const load = summarizeLoad(
    await runLoad({
      url,
      paths,
      connections: Number(values.connections),
      duration: Number(values.duration),
      rate: values.rate ? Number(values.rate) : undefined,
    }),
  );
  await sample('load-end');
  await stopProfile?.();
  log(`load done: ${load.requests} requests, ${load.errors} errors`);
  const heapAfterLoad = values.inspect ? await heaps() : undefined;
  phase = 'idle';
  await sleep(Number(values.idle) * 1000);
  clearInterval(timer);
  await sample('idle-end');
  const upstream = counters && upstreamOperations(await counters.read());
  // The load's own calls: the counts after it less those of the warm-up.
  const cacheOpsEnd = await cacheOps(url);
  const cacheOpsLoad =
    cacheOpsEnd && Object.fromEntries(Object.entries(cacheOpsEnd).map(([key, count]) => [key, count - cacheOpsWarm[key]]));
  const heapIdle = values.inspect ? await heaps() : undefined;
  let heapAfterGc;
  if (values.inspect) {
    heapAfterGc = await heaps({collect: true, snapshotDir: values.snapshot});
    await sleep(3000);
    await sample('after-gc');
  }
  const during = samples.filter((s) => s.phase === 'load');
  const at = (name) => samples.find((s) => s.phase === name)?.rss ?? null;
  console.log(
    JSON.stringify(
      {
        paths,
        connections: Number(values.connections),
        durationS: Number(values.duration),
        rate: values.rate ? Number(values.rate) : undefined,
        empty: values.empty,
        worker: values.worker,
        peer: values.peer,
        direct: values.direct,
        load,
        upstream,
        cacheOps: cacheOpsLoad && {load: cacheOpsLoad, perRequest: perRequest(cacheOpsLoad, load.requests)},
        rss: {
          started: at('started'),
          warmed: at('warmed'),
          peak: Math.max(...during.map((s) => s.rss), at('load-end')),
          loadEnd: at('load-end'),
          idleEnd: at('idle-end'),
          afterGc: at('after-gc'),
        },
        heaps: values.inspect ? {warm: heapWarm, afterLoad: heapAfterLoad, idle: heapIdle, afterGc: heapAfterGc} : undefined,
        regions: values.maps ? regions : undefined,
        samples,
      },
      null,
      1,
    ),
  );
  for (const session of sessions.values()) session.close();
} finally {
  await miniflare?.dispose().catch(() => {});
  services?.stop();
}
