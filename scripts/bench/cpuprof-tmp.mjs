import {writeFileSync} from 'node:fs';
import {Miniflare} from 'miniflare';
import WebSocket from 'ws';
import {runLoad, timedView} from './load.mjs';
import {startServices} from './server.mjs';
import {localEnv} from '../local-env.mjs';
const path = process.argv[2] ?? '/producten/protein/whey-protein';
const port = 3391, servicesPort = 4391, inspectorPort = 9391;
const services = await startServices(servicesPort);
const mf = new Miniflare({modules: [{type: 'ESModule', path: 'dist/server/index.js'}], bindings: localEnv(servicesPort, `http://127.0.0.1:${port}`),
  compatibilityDate: '2022-10-31', compatibilityFlags: ['streams_enable_constructors'], host: '127.0.0.1', port, inspectorPort});
const url = String(await mf.ready).replace(/\/$/, '');
for (let i = 0; i < 5; i++) await timedView(url + path);
const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
const t = targets.find((x) => x.id === 'core:user:');
const ws = new WebSocket(t.webSocketDebuggerUrl, {maxPayload: 1 << 30});
await new Promise((r) => ws.once('open', r));
let id = 0; const waiting = new Map();
ws.on('message', (d) => { const m = JSON.parse(String(d)); waiting.get(m.id)?.(m.result ?? m.error); });
const call = (method, params = {}) => new Promise((r) => { const c = ++id; waiting.set(c, r); ws.send(JSON.stringify({id: c, method, params})); });
await call('Profiler.enable');
await call('Profiler.setSamplingInterval', {interval: 200});
await call('Profiler.start');
const res = await runLoad({url: url + path, connections: 10, duration: 8});
const {profile} = await call('Profiler.stop');
writeFileSync('/tmp/probe/cpu.cpuprofile', JSON.stringify(profile));
console.log('req/s', res?.requests?.average);
// self time by function
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
let total = 0;
for (const [nid, c] of counts) { const n = nodes.get(nid); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + c); total += c; }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 40);
for (const [k, v] of top) console.log((100 * v / total).toFixed(1).padStart(5), k);
ws.close(); await mf.dispose(); services.stop(); process.exit(0);
