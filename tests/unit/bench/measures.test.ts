import {describe, expect, test} from 'vitest';
import {failedRequests, summarizeLoad} from '../../../scripts/bench/load.mjs';
import {descendantsOf, parseStat, rssFromStatus} from '../../../scripts/bench/proc.mjs';
import {upstreamCalls, upstreamOperations} from '../../../scripts/bench/upstream.mjs';

describe('upstream calls', () => {
  const counters = {
    storefront: {ProductPage: 1, ProductRecommendations: 2, total: 3},
    datocms: {Layout: 1, total: 1},
    images: {'/images/a.webp': 4, total: 4},
  };

  test('are the Storefront and DatoCMS requests, not images or videos', () => {
    expect(upstreamCalls(counters)).toBe(4);
    expect(upstreamCalls({})).toBe(0);
  });

  test('are listed per operation for the JSON report', () => {
    expect(upstreamOperations(counters)).toEqual({
      'storefront:ProductPage': 1,
      'storefront:ProductRecommendations': 2,
      'datocms:Layout': 1,
    });
  });
});

describe('load results', () => {
  const result = {
    requests: {total: 200, average: 19.96},
    latency: {p50: 40, p99: 210},
    errors: 1,
    timeouts: 1,
    '2xx': 190,
    '3xx': 5,
    '4xx': 3,
    '5xx': 1,
    statusCodeStats: {'200': {count: 190}, '303': {count: 5}, '404': {count: 3}, '500': {count: 1}},
    errorKinds: {ECONNRESET: 1},
  };

  test('errors are socket errors and timeouts plus 4xx and 5xx answers; redirects are not errors', () => {
    expect(failedRequests(result)).toBe(5);
  });

  test('the summary keeps throughput, p50, p99 and the status codes', () => {
    expect(summarizeLoad(result)).toEqual({
      requests: 200,
      rps: 20,
      p50Ms: 40,
      p99Ms: 210,
      errors: 5,
      timeouts: 1,
      errorKinds: {ECONNRESET: 1},
      statusCodes: {'200': 190, '303': 5, '404': 3, '500': 1},
    });
  });
});

describe('process facts', () => {
  test('a stat line is read even when the name has spaces and parentheses', () => {
    expect(parseStat('812 (workerd) S 800 812 800 0 -1')).toEqual({pid: 812, name: 'workerd', ppid: 800});
    expect(parseStat('9 (a (b) c) R 3 9 9 0')).toEqual({pid: 9, name: 'a (b) c', ppid: 3});
  });

  test('descendants are found at any depth, and only under the root', () => {
    const processes = [
      {pid: 10, ppid: 1, name: 'node'},
      {pid: 11, ppid: 10, name: 'sh'},
      {pid: 12, ppid: 11, name: 'workerd'},
      {pid: 20, ppid: 1, name: 'workerd'},
    ];
    expect(descendantsOf(processes, 10).map((p: {pid: number}) => p.pid)).toEqual([11, 12]);
    expect(descendantsOf(processes, 20)).toEqual([]);
  });

  test('resident memory comes from VmRSS in MB', () => {
    expect(rssFromStatus('Name:\tworkerd\nVmRSS:\t  102400 kB\nThreads: 9\n')).toBe(100);
    expect(rssFromStatus('Name:\tzombie\n')).toBeUndefined();
  });
});
