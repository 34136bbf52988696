// `node scripts/bench/cpu-profile.mjs <paths> [options]`: where workerd spends its CPU on a warm page. One
// fresh built worker in workerd (Miniflare, inspector on), warmed, then V8's CPU profiler (the inspector's
// Profiler domain) runs while requests go one at a time (or --connections at once); self time is summed by
// function and by source file of the bundle's source map (our app's files, node_modules packages), and printed
// as tables. Flags: see USAGE.
import {readFileSync, writeFileSync} from 'node:fs';
import {SourceMap} from 'node:module';
import {parseArgs} from 'node:util';
import {Miniflare} from 'miniflare';
import {startServices} from './server.mjs';
import {localEnv} from '../local-env.mjs';
import {inspectorSession} from './inspector.mjs';

const USAGE = `node scripts/bench/cpu-profile.mjs <path>[,<path>...] [options]
  --worker <file>        bundle to profile (default dist/server/index.js; its .map names the source files)
  --requests <n>         requests per path while profiling (default 300)
  --connections <n>      requests in flight at once (default 1)
  --interval <us>        sampling interval, microseconds (default 100)
  --top <n>              rows per table (default 40)
  --out <file>           also write the raw profile (.cpuprofile, opens in Chrome DevTools)
  --from <file>          summarize a profile written with --out instead of running (with --worker for its map;
                         <paths> is then only a label, and --requests gives the requests it covered)
  --port <p> --services-port <p> --inspector-port <p>
                         default: env BENCH_PORT or 3330, env BENCH_SERVICES_PORT or 4330, 9330`;

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    worker: {type: 'string', default: 'dist/server/index.js'},
    requests: {type: 'string', default: '300'},
    connections: {type: 'string', default: '1'},
    interval: {type: 'string', default: '100'},
    top: {type: 'string', default: '40'},
    out: {type: 'string'},
    from: {type: 'string'},
    port: {type: 'string', default: process.env.BENCH_PORT ?? '3330'},
    'services-port': {type: 'string', default: process.env.BENCH_SERVICES_PORT ?? '4330'},
    'inspector-port': {type: 'string', default: '9330'},
    help: {type: 'boolean', default: false},
  },
});
if (values.help || positionals.length !== 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const paths = positionals[0].split(',');
const port = Number(values.port);
const servicesPort = Number(values['services-port']);
const inspectorPort = Number(values['inspector-port']);
const log = (message) => console.error(`[cpu-profile] ${message}`);

/** Maps a bundle position (0-based line and column) to its source file, or the bundle's name when unmapped. */
function sourceMapper(bundle) {
  let map;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  } catch {
    return () => undefined;
  }
  return (line, column) => {
    const entry = map.findEntry(line, column);
    if (!entry?.originalSource) return undefined;
    // node_modules files count by package: which library, not which of its files.
    const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
    const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return {file: packageMatch ? packageMatch[1] : source, line: entry.originalLine + 1, name: entry.name};
  };
}

/**
 * Self time (ms) by function and by file from a V8 profile, and inclusive time by function (each function once
 * per sampled stack). workerd does not tell V8 when it is idle: samples with no JavaScript on the stack (a frame
 * without name or script right under the root) are its waits and its own native work, counted apart as `outside`.
 */
function summarize(profile, mapSource, bundleUrlEnd) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const rootId = profile.nodes.find((node) => node.callFrame.functionName === '(root)')?.id;
  // timeDeltas[i] is the time before sample i: the time a sample stands for is the delta after it.
  const selfMs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    selfMs.set(profile.samples[i], (selfMs.get(profile.samples[i]) ?? 0) + delta);
  }
  const labels = new Map();
  const labelOf = (node) => {
    if (!labels.has(node.id)) {
      const {functionName, url, lineNumber, columnNumber} = node.callFrame;
      const mapped = url.endsWith(bundleUrlEnd) && lineNumber >= 0 ? mapSource(lineNumber, columnNumber) : undefined;
      const file = mapped?.file ?? (url ? url.split('/').pop() : functionName.startsWith('(') ? functionName : '(native)');
      const name = mapped?.name ?? (functionName || '(anonymous)');
      labels.set(node.id, {file, name: mapped ? `${name} ${mapped.file}:${mapped.line}` : `${name} ${file}`});
    }
    return labels.get(node.id);
  };
  const byFunction = new Map();
  const byFile = new Map();
  const inclusive = new Map();
  let total = 0;
  let outside = 0;
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const {functionName, url} = node.callFrame;
    if (functionName === '(idle)' || (!functionName && !url && parents.get(node.id) === rootId)) {
      outside += ms;
      continue;
    }
    total += ms;
    const {file, name} = labelOf(node);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined && id !== rootId; id = parents.get(id)) {
      const label = labelOf(nodes.get(id)).name;
      if (seen.has(label)) continue;
      seen.add(label);
      inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
    }
  }
  return {total, outside, byFunction, byFile, inclusive};
}

function table(title, entries, total, requests, top) {
  console.log(`\n${title}`);
  console.log('  self ms/req    share  where');
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${(ms / requests).toFixed(3).padStart(11)} ${((ms / total) * 100).toFixed(1).padStart(7)}%  ${name}`);
}

function report(profile, requests, wallMs) {
  const bundleName = values.worker.split('/').pop();
  const {total, outside, byFunction, byFile, inclusive} = summarize(profile, sourceMapper(values.worker), bundleName);
  const top = Number(values.top);
  console.log(
    `${paths.join(' ')}: ${requests} requests in ${(wallMs / 1000).toFixed(1)} s; profiled JS thread busy ` +
      `${(total / requests).toFixed(2)} ms per request (JavaScript, GC and V8's own work; outside it: ` +
      `${(outside / requests).toFixed(2)} ms, waiting or workerd's native work)`,
  );
  table('Self time by file (source map; node_modules by package)', byFile, total, requests, top);
  table('Self time by function', byFunction, total, requests, top);
  table('Inclusive time by function (callees included)', inclusive, total, requests, top);
}

if (values.from) {
  const profile = JSON.parse(readFileSync(values.from, 'utf8'));
  report(profile, Number(values.requests) * paths.length, (profile.endTime - profile.startTime) / 1000);
  process.exit(0);
}

let services;
let miniflare;
try {
  services = await startServices(servicesPort);
  miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: values.worker}],
    bindings: localEnv(servicesPort, `http://127.0.0.1:${port}`),
    // As scripts/bench/server.mjs (MiniOxygen's settings).
    compatibilityDate: '2022-10-31',
    compatibilityFlags: ['streams_enable_constructors'],
    host: '127.0.0.1',
    port,
    inspectorPort,
  });
  const url = String(await miniflare.ready).replace(/\/$/, '');
  const view = async (path) => {
    const response = await fetch(url + path);
    await response.arrayBuffer();
    return response.status;
  };
  for (const path of paths) log(`${path}: ${await view(path)}`);
  for (let round = 0; round < 20; round++) for (const path of paths) await view(path);

  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const session = await inspectorSession(targets.find((target) => target.id === 'core:user:').webSocketDebuggerUrl);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', {interval: Number(values.interval)});
  const requests = Number(values.requests) * paths.length;
  const queue = Array.from({length: requests}, (_, index) => paths[index % paths.length]);
  log(`profiling ${requests} requests, ${values.connections} at a time`);
  await session.call('Profiler.start');
  const started = performance.now();
  await Promise.all(
    Array.from({length: Number(values.connections)}, async () => {
      while (queue.length) await view(queue.shift());
    }),
  );
  const wallMs = performance.now() - started;
  const {profile} = await session.call('Profiler.stop');
  session.close();
  if (values.out) writeFileSync(values.out, JSON.stringify(profile));
  report(profile, requests, wallMs);
} finally {
  await miniflare?.dispose().catch(() => {});
  services?.stop();
}
process.exit(0);
