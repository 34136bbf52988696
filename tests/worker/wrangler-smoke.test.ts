// README "Deploy" → "Cloudflare Workers": the built bundle runs on Workers through Wrangler with wrangler.toml.
// Runs `npm run smoke:wrangler` (scripts/wrangler-smoke.mjs) as an operator would: `wrangler dev --local` against
// the local services serves product pages in two markets (200, the market's language and product, X-Request-Id,
// the page's script from the [assets] directory), then stops. Ports: WRANGLER_PORT / LOCAL_SERVICES_PORT when set,
// else free ones.
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {expect, test} from 'vitest';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('the bundle serves product pages in two markets on wrangler dev (npm run smoke:wrangler)', async () => {
  const env = {
    ...process.env,
    WRANGLER_PORT: process.env.WRANGLER_PORT ?? String(await freePort()),
    WRANGLER_INSPECTOR_PORT: process.env.WRANGLER_INSPECTOR_PORT ?? String(await freePort()),
    LOCAL_SERVICES_PORT: process.env.LOCAL_SERVICES_PORT ?? String(await freePort()),
  };
  const child = spawn('node', ['scripts/wrangler-smoke.mjs'], {env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(output).toMatch(/\/producten\/protein\/whey-protein\/chocolate-1kg: 200, lang nl-NL, "Whey Proteïne", X-Request-Id \S+, \/assets\/\S+\.js 200/);
  expect(output).toMatch(/\/de\/produkte\/protein\/whey-protein\/chocolate-1kg: 200, lang de-DE, "Whey Protein", X-Request-Id \S+, \/assets\/\S+\.js 200/);
  expect(code, output).toBe(0);
}, 120_000);
