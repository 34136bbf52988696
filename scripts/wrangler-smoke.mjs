// `npm run smoke:wrangler`: the built bundle on Cloudflare's runtime through Wrangler (`wrangler dev --local`,
// workerd), configured by wrangler.toml, against the local services: product pages in two markets must answer
// 200 with their content, their request id and their browser assets (README "Deploy" → "Cloudflare Workers").
//   node scripts/wrangler-smoke.mjs [--build]
// Ports: WRANGLER_PORT (default 8787), WRANGLER_INSPECTOR_PORT (default WRANGLER_PORT + 1),
// LOCAL_SERVICES_PORT (default 4100). Builds first when dist/ is missing or with --build.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {localEnv} from './local-env.mjs';

const port = Number(process.env.WRANGLER_PORT ?? 8787);
const inspectorPort = Number(process.env.WRANGLER_INSPECTOR_PORT ?? port + 1);
const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? 4100);
const origin = `http://localhost:${port}`;
const READY_MS = 90_000;

/** What each market's product page must show: its language and the product's name. */
const PAGES = [
  {path: '/producten/protein/whey-protein/chocolate-1kg', lang: 'nl-NL', text: 'Whey Proteïne'},
  {path: '/de/produkte/protein/whey-protein/chocolate-1kg', lang: 'de-DE', text: 'Whey Protein'},
];

const children = [];
/** Each child leads its own process group, so stopping it stops what it started (npx → node, wrangler → workerd). */
function start(name, command, args, env = {}) {
  const child = spawn(command, args, {detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}});
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  children.push({name, child, output});
  return {child, output};
}
function stopAll() {
  for (const {child} of children) {
    if (child.exitCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(1)));

async function until(what, check, ms = READY_MS) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const {name, child, output} of children) {
      if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) while waiting for ${what}:\n${output.join('')}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function fail(message) {
  throw new Error(message);
}

async function main() {
  if (process.argv.includes('--build') || !existsSync('dist/server/index.js')) {
    console.log('[smoke] building');
    const build = spawnSync('npm', ['run', 'build'], {stdio: 'inherit'});
    if (build.status !== 0) fail('npm run build failed');
  }
  const started = Date.now();
  start('local services', 'node_modules/.bin/tsx', ['local-services/main.ts'], {LOCAL_SERVICES_PORT: String(servicesPort)});
  await until('the local services', async () => (await fetch(`http://127.0.0.1:${servicesPort}/__admin/counters`)).ok);

  // The local env on top of wrangler.toml's production [vars]: no market hosts (the path picks the market) and
  // not production (SITE_ORIGIN is the origin served here).
  const vars = {
    ...localEnv(servicesPort, origin),
    DEPLOY_ENV: '',
    ...Object.fromEntries(['NL_NL', 'DE_DE', 'EU_EN', 'IT_IT', 'FR_FR', 'NL_BE', 'FR_BE'].map((m) => [`MARKET_HOST_${m}`, ''])),
  };
  const wrangler = start(
    'wrangler dev',
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--local',
      '--ip', '127.0.0.1',
      '--port', String(port),
      '--inspector-port', String(inspectorPort),
      '--persist-to', '.cache/wrangler',
      '--show-interactive-dev-session=false',
      ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
    ],
    {WRANGLER_SEND_METRICS: 'false', CI: '1'},
  );
  await until('wrangler dev', async () => (await fetch(`${origin}/robots.txt`, {redirect: 'manual'})).status > 0);
  console.log(`[smoke] wrangler dev ready on ${origin} after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  for (const page of PAGES) {
    const response = await fetch(`${origin}${page.path}`);
    const html = await response.text();
    if (response.status !== 200) fail(`${page.path}: ${response.status}\n${html.slice(0, 500)}\n${wrangler.output.join('').slice(-2000)}`);
    if (!html.includes(`<html lang="${page.lang}"`)) fail(`${page.path}: no <html lang="${page.lang}">`);
    if (!html.includes(page.text)) fail(`${page.path}: "${page.text}" not on the page`);
    const requestId = response.headers.get('x-request-id');
    if (!requestId) fail(`${page.path}: no X-Request-Id`);
    // The page's own script, served from dist/client by wrangler.toml's [assets].
    // The page's modules are named in a JSON element the starter reads after the first paint (app/http/after-paint-scripts.ts).
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!script) fail(`${page.path}: no /assets/ script on the page`);
    const asset = await fetch(`${origin}${script}`);
    await asset.arrayBuffer();
    if (asset.status !== 200) fail(`${script}: ${asset.status}`);
    console.log(`[smoke] ${page.path}: 200, lang ${page.lang}, "${page.text}", X-Request-Id ${requestId}, ${script} 200`);
  }
  console.log(`[smoke] passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await main();
  stopAll();
  process.exit(0);
} catch (error) {
  console.error(`[smoke] failed: ${error instanceof Error ? error.message : error}`);
  stopAll();
  process.exit(1);
}
