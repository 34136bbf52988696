// The account's order pages on the built worker, as a visitor without a session reaches them: mounted at every
// market's word for the account, sent to that market's login page (coming back afterwards), never stored, never
// a 5xx whatever the address. (Signed-in answers: tests/unit/server/customer-orders.test.ts and the e2e journey.)
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

describe('order pages without a session', () => {
  test.each([
    ['/account/orders', '/account/login'],
    ['/de/konto/orders', '/de/konto/login'],
    ['/fr/compte/orders/1001?key=abc', '/fr/compte/login'],
    ['/fr-be/compte/orders?cursor=e1005', '/fr-be/compte/login'],
    ['/en/account/orders/0001?key=%3Cx%3E', '/en/account/login'],
  ])('%s → the login page of its market, coming back there', async (path, login) => {
    const response = await worker.fetch(path, {redirect: 'manual'});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${login}?return_to=${encodeURIComponent(path)}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a locale prefix that is no market is the Dutch 404 in the shell, not the login page', async () => {
    const response = await worker.fetch('/xx/account/orders', {redirect: 'manual'});
    expect(response.status).toBe(404);
  });
});
