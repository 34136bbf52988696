// The built worker with a host per market (README "Markets and URLs"; production's set-up): the Belgian markets share
// one host, fr-be under /fr-be. For the worker tests that ask as each host does (SEO, host hardening).
import {afterAll, beforeAll} from 'vitest';
import {startWorker, type WorkerHarness} from './worker';

export const MARKET_HOSTS: Readonly<Record<string, string>> = {
  MARKET_HOST_NL_NL: 'www.originalfuel.test',
  MARKET_HOST_DE_DE: 'www.originalfuel-de.test',
  MARKET_HOST_EU_EN: 'www.originalfuel-eu.test',
  MARKET_HOST_IT_IT: 'www.originalfuel-it.test',
  MARKET_HOST_FR_FR: 'www.originalfuel-fr.test',
  MARKET_HOST_NL_BE: 'www.originalfuel-be.test',
  MARKET_HOST_FR_BE: 'www.originalfuel-be.test',
};

export type HostAnswer = {status: number; headers: Headers; location: string | null; body: string};

/**
 * Starts the worker with `MARKET_HOSTS` before the tests of the calling `describe` and stops it after them;
 * `dispatch` sends a request to a full URL (its host picks the market) and reads the whole answer.
 */
export function useHostWorker(options: {redirect?: RequestRedirect} = {}) {
  let worker: WorkerHarness;
  beforeAll(async () => {
    worker = await startWorker(() => ({...MARKET_HOSTS}));
  });
  afterAll(async () => worker?.dispose());
  return async (url: string, headers: Record<string, string> = {}): Promise<HostAnswer> => {
    const response = (await worker.miniflare.dispatchFetch(url, {headers, ...options})) as unknown as Response;
    return {status: response.status, headers: response.headers, location: response.headers.get('location'), body: await response.text()};
  };
}
