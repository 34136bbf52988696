// The printed tables and the JSON file of a run.
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const PEER_NOTE = 'built from ../shared/peer/skeleton, in workerd like ours, against the same local services';

/** A plain-text table: columns [{title, right?}], rows of cell values (null/undefined print as "-"). */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => row.map((value) => (value === null || value === undefined ? '-' : String(value))));
  const widths = columns.map((column, i) => Math.max(column.title.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (values) =>
    values
      .map((value, i) => (columns[i].right ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

const PAGE_COLUMNS = [
  {title: 'page'},
  {title: 'path'},
  {title: 'cold ms', right: true},
  {title: 'warm req/s', right: true},
  {title: 'p50 ms', right: true},
  {title: 'p99 ms', right: true},
  {title: 'errors', right: true},
  {title: 'calls cold', right: true},
  {title: 'calls warm', right: true},
  {title: 'calls in load', right: true},
  {title: 'JS KB', right: true},
  {title: 'CSS KB', right: true},
  {title: 'HTML KB', right: true},
  {title: 'HTML KB raw', right: true},
  {title: 'loader data KB', right: true},
];

const COMPARISON_COLUMNS = [
  {title: 'page'},
  {title: 'ours'},
  {title: 'skeleton'},
  ...['req/s ours', 'skeleton', 'ratio', 'p50 ms ours', 'skeleton', 'p99 ms ours', 'skeleton', 'errors', 'calls', 'HTML KB raw ours', 'skeleton'].map(
    (title) => ({title, right: true}),
  ),
];

/** "a / b" for a figure of both sides; "-" where one is missing. */
const pair = (ours, peer) => (ours === null || ours === undefined || peer === null || peer === undefined ? null : `${ours} / ${peer}`);

function comparisonRows(comparisons) {
  return comparisons.map((c) => [
    `${c.type} (${c.market})`,
    c.path,
    c.peerPath,
    c.ours?.rps,
    c.peer?.rps,
    c.ratio,
    c.ours?.p50Ms,
    c.peer?.p50Ms,
    c.ours?.p99Ms,
    c.peer?.p99Ms,
    pair(c.ours?.errors, c.peer?.errors),
    pair(c.ours?.upstreamCalls, c.peer?.upstreamCalls),
    c.ours?.htmlRawKb,
    c.peer?.htmlRawKb,
  ]);
}

function dataCachingRows(pages) {
  return pages
    .filter((p) => p.dataCaching)
    .flatMap((p) =>
      p.dataCaching.answers.map((answer) => [
        `${p.type} (${p.market})`,
        p.path,
        answer.routeId,
        answer.status,
        answer.headers['cache-control'],
        p.dataCaching.document['cache-control'],
        answer.verdict,
      ]),
    );
}

/** Lighthouse's LCP phases in ms, in their order. */
export function lcpPhases(phases) {
  const names = {ttfb: 'TTFB', loadDelay: 'load delay', loadTime: 'load time', renderDelay: 'render delay'};
  return Object.entries(names)
    .map(([key, name]) => `${name} ${phases?.[key] ?? '-'}`)
    .join(', ');
}

export function renderReport(run) {
  const {options} = run;
  const out = [];
  out.push(`Benchmark ${run.startedAt} (${run.commit ?? 'no commit'}), built worker in workerd (Miniflare), local services`);
  out.push('');
  out.push(
    `Pages. cold ms: the first request of the page on a freshly started worker (empty cache), one request.`,
    `warm req/s, p50, p99: autocannon, ${options.connections} connections for ${options.duration} s, after warm-up.`,
    `calls cold / warm: Storefront + DatoCMS requests for one view on a fresh worker / the next view (${run.settleMs} ms later),`,
    `background work included. calls in load: upstream requests during the warm run. KB: gzip, first view.`,
  );
  out.push(
    formatTable(
      PAGE_COLUMNS,
      run.pages.map((p) => [
        `${p.type} (${p.market})`,
        p.path,
        p.coldMs,
        p.load?.rps,
        p.load?.p50Ms,
        p.load?.p99Ms,
        p.load?.errors,
        p.upstreamCold,
        p.upstreamWarm,
        p.loadUpstreamCalls,
        p.weight?.jsKb,
        p.weight?.cssKb,
        p.weight?.htmlKb,
        p.weight?.htmlRawKb,
        p.weight?.loaderDataKb,
      ]),
    ),
  );
  out.push('');
  if (run.comparisons) {
    out.push(
      `Against the Hydrogen skeleton (${PEER_NOTE}): ${options.rounds} alternated rounds per side of ${options.connections} connections for ${options.duration} s,`,
      'after warm-up. req/s: mean of the rounds; p50/p99: median of the rounds; ratio: ours / skeleton req/s;',
      'errors and calls (upstream requests during the rounds): ours / skeleton.',
    );
    out.push(formatTable(COMPARISON_COLUMNS, comparisonRows(run.comparisons)));
  } else out.push('Against the Hydrogen skeleton: not run (--no-peer, or it could not be prepared: see below).');
  out.push('');
  if (run.pages.some((p) => p.dataCaching)) {
    out.push("Client-side navigation data: root's and the leaf route's ?_data answers beside the document (Cache-Control shown;");
    out.push('"same" also compares Oxygen-Cache-Control and Vary; "not shared": neither may be stored by a shared cache).');
    out.push(
      formatTable(
        [{title: 'page'}, {title: 'path'}, {title: 'route'}, {title: 'status', right: true}, {title: '?_data Cache-Control'}, {title: 'document Cache-Control'}, {title: 'stored like the document'}],
        dataCachingRows(run.pages),
      ),
    );
    out.push('');
  }
  if (run.lighthouse) {
    out.push(
      `Lighthouse 12, mobile form factor, simulated throttling (defaults), after one view of each page; ${options.lighthouseRuns} runs per page, each figure`,
      "the median of the runs (perf runs: each run's score). FCP/LCP/TBT ms; CPU index: Lighthouse's benchmark of this machine during",
      "the audit (lower = busier machine, lower scores). Skeleton rows: the Hydrogen skeleton's pages, audited between ours (no budget).",
    );
    const rows = [...run.lighthouse, ...(run.peerLighthouse ?? []).map((l) => ({...l, skeleton: true}))];
    out.push(
      formatTable(
        [{title: 'page'}, {title: 'path'}, ...['perf', 'perf runs', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'CPU index'].map((title) => ({title, right: true}))],
        rows.map((l) => [
          l.skeleton ? `skeleton ${l.type}` : `${l.type} (${l.market})`,
          l.path,
          l.performance,
          l.runs?.map((r) => r.performance ?? '-').join('/'),
          l.accessibility,
          l.bestPractices,
          l.seo,
          l.fcpMs,
          l.lcpMs,
          l.tbtMs,
          l.cls,
          l.benchmarkIndex,
        ]),
      ),
    );
    for (const l of rows) {
      const who = l.skeleton ? `skeleton ${l.path}` : l.path;
      if (l.lcp) out.push(`  ${who} largest paint (median run): ${l.lcp.element} (${lcpPhases(l.lcp.phases)})`);
      const failing = Object.entries(l.failing ?? {}).filter(([, ids]) => ids.length);
      if (failing.length) out.push(`  ${who} audits below 1 in some run: ${failing.map(([cat, ids]) => `${cat}: ${ids.join(', ')}`).join('; ')}`);
    }
  } else out.push('Lighthouse: not run (--no-lighthouse).');
  out.push('');
  if (run.soak) {
    const s = run.soak;
    out.push(`Soak: ${s.connections} connections for ${s.durationS} s, cycling through all ${run.pages.length} pages.`);
    const soaks = [['ours', s], ...(run.peerSoak ? [['skeleton (yardstick)', run.peerSoak]] : [])];
    out.push(
      formatTable(
        [{title: 'worker'}, ...['requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts', 'workerd RSS start MB', 'end MB', 'peak MB'].map((title) => ({title, right: true}))],
        soaks.map(([who, x]) => [who, x.requests, x.rps, x.p50Ms, x.p99Ms, x.errors, x.timeouts, x.rssStartMb, x.rssEndMb, x.rssPeakMb]),
      ),
    );
    for (const [who, x] of soaks) {
      out.push(`  ${who} status codes: ${Object.entries(x.statusCodes).map(([code, n]) => `${code} x${n}`).join(', ') || 'none'}`);
      const kinds = Object.entries(x.errorKinds ?? {});
      if (kinds.length) out.push(`  ${who} request errors: ${kinds.map(([kind, n]) => `${kind} x${n}`).join(', ')}`);
    }
    if (run.peerSoak) out.push(`  the skeleton, after ours and in a workerd of its own, cycling through ${run.peerSoak.paths.join(' ')}`);
  } else out.push('Soak: not run (--no-soak).');
  out.push('');
  out.push('Budgets');
  out.push(formatTable([{title: 'budget'}, {title: 'limit'}, {title: 'actual', right: true}, {title: 'result'}], run.budgets.map((b) => [b.name, b.limit, b.actual, b.status])));
  if (run.problems.length) {
    out.push('');
    out.push('Could not measure:');
    for (const problem of run.problems) out.push(`  ${problem}`);
  }
  return out.join('\n');
}

/** Writes the run to <dir>/latest.json and a dated copy; returns both paths. */
export function writeRun(run, dir = '.cache/bench') {
  mkdirSync(dir, {recursive: true});
  const json = JSON.stringify(run, null, 2) + '\n';
  const latest = join(dir, 'latest.json');
  const dated = join(dir, `${run.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(latest, json);
  writeFileSync(dated, json);
  return {latest, dated};
}
