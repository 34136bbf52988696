// `npm run bench`: builds, starts the local services and the built worker, measures, compares with Shopify's
// Hydrogen skeleton served beside it (peer.mjs), prints the tables and writes the same figures to
// .cache/bench/latest.json (plus a dated copy). Exits non-zero only when it could not measure; a budget that
// fails is reported as FAIL and still exits 0. Flags: see USAGE in config.mjs.
import {execSync, spawnSync} from 'node:child_process';
import {COMPARED_PAGES, LIGHTHOUSE_PAGES, PAGES, PEER_LIGHTHOUSE_PAGES, PEER_SOAK_PATHS, readOptions, SETTLE_MS, USAGE} from './config.mjs';
import {loadManifest, pageWeight} from './assets.mjs';
import {evaluateBudgets} from './budgets.mjs';
import {compareRounds} from './compare.mjs';
import {checkDataCaching} from './data-caching.mjs';
import {audit, medianOfRuns} from './lighthouse.mjs';
import {runLoad, summarizeLoad, timedView} from './load.mjs';
import {preparePeer, startPeer} from './peer.mjs';
import {renderReport, writeRun} from './report.mjs';
import {startServices, startWorker} from './server.mjs';
import {soak} from './soak.mjs';
import {createCounters, upstreamCalls, upstreamOperations} from './upstream.mjs';

const WARM_UP_VIEWS = 3;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.error(`[bench] ${message}`);

let options;
try {
  options = readOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

if (options.build) {
  log('building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
  if (build.status !== 0) {
    console.error('[bench] could not measure: the build failed');
    process.exit(1);
  }
}

const run = {
  startedAt: new Date().toISOString(),
  commit: gitCommit(),
  options,
  settleMs: SETTLE_MS,
  definitions: {
    coldMs: 'first request of the page on a freshly started worker (empty cache), one request, whole body',
    warmLoad: 'autocannon after warm-up views: mean req/s, p50 and p99 latency in ms; errors = socket errors, timeouts, 4xx, 5xx',
    upstreamCold: 'Storefront + DatoCMS requests for one view on a fresh worker, background work included',
    upstreamWarm: `the same for the next view, ${SETTLE_MS} ms after the cold one`,
    loadUpstreamCalls: 'upstream requests during the warm autocannon run of the page',
    weight: 'gzip KB (level 6) of the JS and CSS the first view loads (HTML references + Remix manifest imports), and of the HTML; htmlRawKb: the HTML uncompressed; loaderDataKb: its window.__remixContext JSON plus deferred-data scripts, uncompressed',
    dataCaching: "after warm-up, root's and the leaf route's ?_data answers of each page, their Cache-Control, Oxygen-Cache-Control and Vary beside the document's",
    comparisons: 'our page and the Hydrogen skeleton\'s equivalent (built from ../shared/peer/skeleton, in workerd like ours, same local services), both warmed, then alternated autocannon rounds of the same connections and duration; req/s: mean of the rounds, p50/p99: median of the rounds; ratio: ours / skeleton req/s',
    lighthouse: 'Lighthouse 12, mobile form factor, simulated throttling (defaults), on a worker serving dist/client, after one view of each audited page; each page audited lighthouseRuns times (pages interleaved), each figure the median of the runs; lcp: the largest paint of the median run, its element and phases; whole reports in .cache/bench/lighthouse/<startedAt>/',
    peerLighthouse: "the same audits of the Hydrogen skeleton's product and collection pages (its dist/client served the same way), interleaved with ours; no budget, a yardstick",
    soak: 'fresh worker, one view of each page, then autocannon cycling through every page; workerd RSS from /proc at start, end and peak (1 s samples)',
    peerSoak: "the same soak of the Hydrogen skeleton (a fresh workerd of its own) on its home, collections, collection, product and cart pages, after ours; no budget, a yardstick",
  },
  pages: PAGES.map((page) => ({...page})),
  comparisons: null,
  lighthouse: null,
  peerLighthouse: null,
  soak: null,
  peerSoak: null,
  budgets: [],
  problems: [],
};

let services;
let worker;
let peer;
const stopAll = async () => {
  await worker?.stop().catch(() => {});
  await peer?.stop().catch(() => {});
  services?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll().then(() => process.exit(130)));

try {
  services = await startServices(options.servicesPort);
  const counters = createCounters(services.url);
  const manifest = loadManifest();
  const workerOptions = {port: options.port, servicesPort: options.servicesPort};

  // The skeleton is copied, installed and built before any measurement, so that work never overlaps one.
  let peerReady = false;
  if (options.peer) {
    try {
      preparePeer({servicesPort: options.servicesPort, log});
      peerReady = true;
    } catch (error) {
      run.problems.push(error.message);
    }
  }

  // Cold and warm views: a fresh worker (so an empty cache) for every page.
  for (const page of run.pages) {
    log(`cold and warm view ${page.path}`);
    worker = await startWorker(workerOptions);
    await counters.reset();
    const cold = await timedView(worker.url + page.path);
    await sleep(SETTLE_MS);
    const coldCounters = await counters.read();
    await counters.reset();
    const warm = await timedView(worker.url + page.path);
    await sleep(SETTLE_MS);
    const warmCounters = await counters.read();
    await worker.stop();
    worker = undefined;
    Object.assign(page, {
      status: cold.status,
      coldMs: cold.ms,
      warmViewMs: warm.ms,
      upstreamCold: upstreamCalls(coldCounters),
      upstreamWarm: upstreamCalls(warmCounters),
      upstreamColdOperations: upstreamOperations(coldCounters),
      upstreamWarmOperations: upstreamOperations(warmCounters),
    });
    if (cold.status !== 200 || warm.status !== 200) {
      run.problems.push(`${page.path} answered ${cold.status} (cold) / ${warm.status} (warm), expected 200`);
      continue;
    }
    page.weight = pageWeight(warm.html, manifest);
  }

  // Warm throughput: one worker for every page.
  worker = await startWorker(workerOptions);
  for (const page of run.pages) {
    log(`warm load ${page.path} (${options.connections} connections, ${options.duration} s)`);
    let view;
    for (let i = 0; i < WARM_UP_VIEWS; i++) view = await timedView(worker.url + page.path);
    page.dataCaching = await checkDataCaching({url: worker.url, path: page.path, html: view.html, documentHeaders: view.headers});
    await sleep(SETTLE_MS);
    await counters.reset();
    const result = await runLoad({url: worker.url + page.path, connections: options.connections, duration: options.duration});
    page.load = summarizeLoad(result);
    await sleep(SETTLE_MS);
    page.loadUpstreamCalls = upstreamCalls(await counters.read());
    if (!page.load.requests) run.problems.push(`${page.path}: no request completed under load`);
  }

  // Against the skeleton: the same worker, the skeleton's beside it, rounds that alternate between the two.
  if (peerReady) {
    run.comparisons = [];
    peer = await startPeer({port: options.peerPort});
    for (const page of COMPARED_PAGES) {
      log(`ours ${page.path} vs skeleton ${page.peerPath} (${options.rounds} rounds each, ${options.connections} connections, ${options.duration} s)`);
      try {
        const result = await compareRounds({
          sides: {ours: {url: worker.url, path: page.path}, peer: {url: peer.url, path: page.peerPath}},
          rounds: options.rounds,
          connections: options.connections,
          duration: options.duration,
          counters,
          settle: () => sleep(SETTLE_MS),
        });
        run.comparisons.push({type: page.type, market: page.market, path: page.path, peerPath: page.peerPath, ...result});
      } catch (error) {
        run.comparisons.push({type: page.type, market: page.market, path: page.path, peerPath: page.peerPath, ratio: null});
        run.problems.push(`comparison ${page.path} vs ${page.peerPath}: ${error.message}`);
      }
    }
    await peer.stop();
    peer = undefined;
  }

  await worker.stop();
  worker = undefined;

  // Lighthouse: a worker that serves dist/client too, warmed with one view of each audited page, and the
  // skeleton's the same way when it is ready. The runs go round the pages (home, collection, product, ...,
  // the skeleton's, home, ...), so a busy minute does not hit one page's runs. Whole reports are kept.
  if (options.lighthouse) {
    worker = await startWorker({...workerOptions, assets: true});
    const targets = LIGHTHOUSE_PAGES.map((page) => ({page, url: worker.url + page.path, side: 'ours'}));
    if (peerReady) {
      peer = await startPeer({port: options.peerPort, assets: true});
      targets.push(...PEER_LIGHTHOUSE_PAGES.map((page) => ({page, url: peer.url + page.path, side: 'skeleton'})));
    }
    for (const {url} of targets) await timedView(url);
    await sleep(SETTLE_MS);
    const reports = `.cache/bench/lighthouse/${run.startedAt.replace(/[:.]/g, '-')}`;
    const audits = new Map(targets.map((target) => [target, []]));
    for (let runIndex = 1; runIndex <= options.lighthouseRuns; runIndex++) {
      for (const target of targets) {
        const {page, url, side} = target;
        log(`Lighthouse ${side === 'ours' ? '' : 'skeleton '}${page.path} (run ${runIndex} of ${options.lighthouseRuns})`);
        try {
          const saveTo = `${reports}/${side}${page.path.replaceAll('/', '_') || '_'}-${runIndex}.json`;
          const summary = await audit(url, {saveTo});
          audits.get(target).push(summary);
          if (summary.runtimeError) run.problems.push(`Lighthouse ${page.path} run ${runIndex}: ${summary.runtimeError}`);
        } catch (error) {
          run.problems.push(`Lighthouse ${page.path} run ${runIndex}: ${error.message}`);
        }
      }
    }
    const summaries = (side) =>
      targets
        .filter((target) => target.side === side)
        .map((target) => {
          const runs = audits.get(target);
          const {page} = target;
          return {type: page.type, market: page.market, path: page.path, ...(runs.length ? medianOfRuns(runs) : {})};
        });
    run.lighthouse = summaries('ours');
    if (peerReady) run.peerLighthouse = summaries('skeleton');
    await worker.stop();
    worker = undefined;
    await peer?.stop();
    peer = undefined;
  }

  // The soak: a fresh worker, warmed with one view of every page, so its memory starts from a known state. Then
  // the skeleton's the same way, alone on the machine too: how much of the figure any Hydrogen app pays here.
  if (options.soak) {
    log(`soak (${options.soakConnections} connections, ${options.soakDuration} s)`);
    worker = await startWorker(workerOptions);
    run.soak = await soakFresh(worker, run.pages.map((p) => p.path), 'soak');
    await worker.stop();
    worker = undefined;
    if (peerReady) {
      log(`skeleton soak (${options.soakConnections} connections, ${options.soakDuration} s)`);
      peer = await startPeer({port: options.peerPort});
      run.peerSoak = await soakFresh(peer, PEER_SOAK_PATHS, 'skeleton soak');
    }
  }
} catch (error) {
  run.problems.push(error.stack ?? String(error));
} finally {
  await stopAll();
}

run.finishedAt = new Date().toISOString();
run.budgets = evaluateBudgets(run);
console.log(renderReport(run));
const files = writeRun(run);
console.log(`\nJSON: ${files.latest} (and ${files.dated})`);
process.exit(run.problems.length ? 1 : 0);

function gitCommit() {
  try {
    const commit = execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim();
    const dirty = execSync('git status --porcelain', {encoding: 'utf8'}).trim() !== '';
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return null;
  }
}

/** A soak of a worker just started: one view of each path first, so its memory starts from a known state. */
async function soakFresh(server, paths, label) {
  for (const path of paths) await timedView(server.url + path);
  await sleep(SETTLE_MS);
  const workerdPid = server.pid();
  if (!workerdPid) run.problems.push(`${label}: no workerd process found for the memory figures`);
  const result = await soak({url: server.url, paths, connections: options.soakConnections, duration: options.soakDuration, workerdPid});
  if (!result.requests) run.problems.push(`${label}: no request completed`);
  return result;
}
