import {loadManifest, pageWeight} from './assets.mjs';
import {startServices, startWorker} from './server.mjs';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/producten', '/producten/protein', '/producten/protein/whey-protein', '/de/produkte/protein/whey-protein', '/cart'];
const services = await startServices(4392);
const worker = await startWorker({port: 3392, servicesPort: 4392});
const manifest = loadManifest();
for (const p of paths) {
  const html = await (await fetch(`${worker.url ?? 'http://127.0.0.1:3392'}${p}`)).text();
  const w = pageWeight(html, manifest);
  console.log(p.padEnd(40), JSON.stringify(w));
}
await worker.stop(); services.stop(); process.exit(0);
