// Our page against the skeleton's equivalent (peer.mjs): both warm, then autocannon rounds of the same
// connections and duration that alternate between the two. A shared 2-core machine drifts (other jobs start and
// stop), so the sides take turns, and the one that goes first alternates too (ours, skeleton; skeleton, ours;
// ...): neither side gets all the quiet minutes.
import {runLoad, summarizeLoad, timedView} from './load.mjs';
import {median} from './stats.mjs';
import {upstreamCalls} from './upstream.mjs';

const WARM_UP_VIEWS = 3;

/** Which side runs first in round `index` (0-based): ours in even rounds, the skeleton in odd ones. */
export function roundOrder(index) {
  return index % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
}

/** One side's rounds as one figure: mean req/s, median p50 and p99, errors and requests summed. */
export function combineRounds(rounds) {
  if (!rounds.length) return null;
  const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    rps: round1(rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length),
    p50Ms: round1(median(rounds.map((r) => r.p50Ms))),
    p99Ms: round1(median(rounds.map((r) => r.p99Ms))),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    roundsRps: rounds.map((r) => r.rps),
  };
}

/** Our req/s over the skeleton's, two decimals; null when either side is missing or the skeleton served none. */
export function throughputRatio(ours, peer) {
  if (!ours || !peer || !peer.rps) return null;
  return Math.round((ours.rps / peer.rps) * 100) / 100;
}

/**
 * Alternated rounds for one page: `sides` {ours: {url, path}, peer: {url, path}}. Each side is warmed first
 * (and must answer 200); each round's upstream requests are counted, to show both really serve from cache.
 */
export async function compareRounds({sides, rounds, connections, duration, counters, settle}) {
  const result = {};
  for (const [name, side] of Object.entries(sides)) {
    let view;
    for (let i = 0; i < WARM_UP_VIEWS; i++) view = await timedView(side.url + side.path);
    if (view.status !== 200) throw new Error(`${name} ${side.path} answered ${view.status} after warm-up, expected 200`);
    result[name] = {path: side.path, htmlRawKb: Math.round((view.bytes / 1024) * 10) / 10, rounds: [], upstreamCalls: 0};
  }
  await settle();
  for (let index = 0; index < rounds; index++) {
    for (const name of roundOrder(index)) {
      const side = sides[name];
      await counters.reset();
      const load = summarizeLoad(await runLoad({url: side.url + side.path, connections, duration}));
      result[name].rounds.push(load);
      result[name].upstreamCalls += upstreamCalls(await counters.read());
    }
  }
  for (const name of Object.keys(sides)) Object.assign(result[name], combineRounds(result[name].rounds));
  return {...result, ratio: throughputRatio(result.ours, result.peer)};
}
