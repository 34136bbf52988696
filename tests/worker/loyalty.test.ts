// The loyalty resource routes on the built worker (workerd): VIP tiers for everyone, everything else refused
// without a signed-in customer, the origin check in front of every action, and a Yotpo outage answered as JSON.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => void (worker = await startWorker()));
afterAll(() => worker?.dispose());
// Counters, faults and the stand-in's loyalty state back to the seed.
beforeEach(() => worker.admin('reset', {}));

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
});

describe('loyalty routes on the worker', () => {
  test('VIP tiers for everyone, from the Yotpo stand-in, briefly public', async () => {
    const response = await worker.fetch('/api/yotpo/fr-be/vip-tiers');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=300/);
    const {tiers} = (await response.json()) as {tiers: {name: string; entryThreshold: {pointsEarned: number}}[]};
    expect(tiers.map((tier) => tier.entryThreshold.pointsEarned)).toEqual([0, 500, 1500]);
  });

  test('without a session: me, rewards, campaigns and every action are a private 401 in the market language', async () => {
    for (const name of ['me', 'rewards', 'campaigns']) {
      const response = await worker.fetch(`/api/yotpo/de/${name}`);
      expect(response.status, name).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({error: 'Bitte melde dich an, um deine Punkte zu sehen.'});
    }
    for (const name of ['birthday', 'instagram', 'enrich-profile', 'create-account', 'send-referral-mails']) {
      const response = await worker.fetch(`/api/yotpo/nl/${name}`, form({email: 'demo@originalfuel.example', day: '1', month: '1'}));
      expect(response.status, name).toBe(401);
    }
  });

  test('a forged session cookie is no session', async () => {
    const response = await worker.fetch('/api/yotpo/nl/me', {headers: {cookie: 'of_customer_session=eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl'}});
    expect(response.status).toBe(401);
  });

  test('a cross-site post is refused before the route runs; an unknown locale is a 404', async () => {
    const crossSite = await worker.fetch('/api/yotpo/nl/instagram', form({intent: 'instagram'}, {'sec-fetch-site': 'cross-site'}));
    expect(crossSite.status).toBe(403);
    const foreign = await worker.fetch('/api/yotpo/nl/instagram', form({intent: 'instagram'}, {origin: 'https://evil.example'}));
    expect(foreign.status).toBe(403);
    expect((await worker.fetch('/api/yotpo/xx/vip-tiers')).status).toBe(404);
  });

  test('Yotpo failing: a JSON 503 saying so, never stored', async () => {
    await worker.admin('faults', {service: 'yotpo', kind: '500', count: 1});
    const response = await worker.fetch('/api/yotpo/it/vip-tiers');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({error: 'Al momento non è possibile mostrare i tuoi punti. Riprova più tardi.'});
  });
});
