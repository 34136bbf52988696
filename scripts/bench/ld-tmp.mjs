import {remixContextJson} from './assets.mjs';
import {startServices, startWorker} from './server.mjs';
const path = process.argv[2] ?? '/producten/protein/whey-protein';
const services = await startServices(4393);
const worker = await startWorker({port: 3393, servicesPort: 4393});
const html = await (await fetch(`http://127.0.0.1:3393${path}`)).text();
const ctx = JSON.parse(remixContextJson(html));
const size = (v) => JSON.stringify(v)?.length ?? 0;
const walk = (v, name, depth) => {
  const s = size(v);
  if (s < 800) return;
  console.log(`${'  '.repeat(depth)}${name}: ${(s/1024).toFixed(1)} KB`);
  if (depth >= 5 || v === null || typeof v !== 'object') return;
  const entries = Array.isArray(v) ? v.map((x, i) => [`[${i}]${x?.__typename ? ' ' + x.__typename : ''}`, x]) : Object.entries(v);
  for (const [k, x] of entries) walk(x, k, depth + 1);
};
walk(ctx.state.loaderData, 'loaderData', 0);
console.log('rest of context', ((size(ctx) - size(ctx.state.loaderData))/1024).toFixed(1));
require_html: {
  const {writeFileSync} = await import('node:fs'); writeFileSync('/tmp/probe/page.html', html);
}
await worker.stop(); services.stop(); process.exit(0);
