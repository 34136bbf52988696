// `node scripts/bench/cpu.mjs <paths> <bundle> [<bundle> ...]`: workerd's CPU time per request (user + system
// time from /proc) for each built bundle, against one local-services instance, requests one at a time. Unlike
// req/s, CPU time per request hardly moves when other work shares the machine, so two builds can be compared on
// a busy one. <paths>: comma-separated; env N (requests per path and round, default 150), ROUNDS (default 4).
// Copy a build aside first (cp -r dist .cache/a) to compare it with the next.
import {readFileSync} from 'node:fs';
import {startMiniflare, startServices} from './server.mjs';
import {localEnv} from '../local-env.mjs';

const [pathsArg, ...bundles] = process.argv.slice(2);
if (!pathsArg || bundles.length === 0) {
  console.error('usage: node scripts/bench/cpu.mjs <path>[,<path>...] <bundle.js> [<bundle.js> ...]');
  process.exit(2);
}
const paths = pathsArg.split(',');
const requests = Number(process.env.N ?? 150);
const rounds = Number(process.env.ROUNDS ?? 4);
const servicesPort = Number(process.env.BENCH_SERVICES_PORT ?? 4392);
const firstPort = Number(process.env.BENCH_PORT ?? 3395);

/** User + system CPU time of a process so far, in clock ticks (10 ms on Linux). */
function ticks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const services = await startServices(servicesPort);
const sides = [];
for (const [index, bundle] of bundles.entries()) {
  const port = firstPort + index;
  const worker = await startMiniflare({bundle, bindings: localEnv(servicesPort, `http://127.0.0.1:${port}`), port});
  sides.push({bundle, worker, perRequest: []});
}
// Warm: every answer in the sub-request cache, V8's code optimized.
for (const {bundle, worker} of sides)
  for (const path of paths)
    for (let view = 0; view < 10; view++) {
      const response = await fetch(worker.url + path);
      const body = await response.text();
      if (view === 0) console.log(`${bundle} ${path}: ${response.status}, ${body.length} characters`);
    }
for (let round = 0; round < rounds; round++)
  for (const side of sides) {
    const pid = side.worker.pid();
    const before = ticks(pid);
    for (let n = 0; n < requests; n++) for (const path of paths) await (await fetch(side.worker.url + path)).arrayBuffer();
    side.perRequest.push(((ticks(pid) - before) * 10) / (requests * paths.length));
  }
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const {bundle, perRequest} of sides)
  console.log(`${bundle}: CPU ms per request ${perRequest.map((ms) => ms.toFixed(2)).join(' ')}, median ${median(perRequest).toFixed(2)}`);
for (const {worker} of sides) await worker.stop();
services.stop();
process.exit(0);
