// Issue 13 §3 on the built worker: /api/account's answer suggests the market of the country the edge reports
// (Oxygen's or Cloudflare's header), with the prompt's texts in that market's language; nothing on the visitor's
// own market, nothing for a header that is no country; the answer stays the visitor's own (private, no-store),
// and public pages never vary by it.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

type Answer = {suggestion: {marketId: string; texts: Record<string, string | null>} | null};

async function accountAnswer(path: string, headers: Record<string, string>) {
  const response = await worker.fetch(path, {headers});
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control'), path).toBe('private, no-store');
  return (await response.json()) as Answer;
}

describe('the market suggestion in /api/account', () => {
  test('a visitor from Germany on the Dutch market is offered the German shop, in German', async () => {
    const {suggestion} = await accountAnswer('/api/account', {'oxygen-buyer-country': 'DE'});
    expect(suggestion).toEqual({
      marketId: 'de_de',
      texts: {
        heading: 'Kaufst du aus Deutschland ein?',
        body: expect.stringContaining('Shop für dein Land'),
        cancelLabel: 'Hier bleiben',
        continueLabel: 'Zum Shop',
      },
    });
  });

  test('Belgium by Cloudflare’s header and the visitor’s languages: the French Belgian shop, in French', async () => {
    const {suggestion} = await accountAnswer('/de/api/account', {
      'cf-ipcountry': 'BE',
      'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5',
    });
    expect(suggestion?.marketId).toBe('fr_be');
    expect(suggestion?.texts.continueLabel).toBe('Aller à la boutique');
  });

  test('nothing on the visitor’s own market, without a header, or for a header that is no country', async () => {
    expect((await accountAnswer('/de/api/account', {'oxygen-buyer-country': 'DE'})).suggestion).toBeNull();
    expect((await accountAnswer('/fr-be/api/account', {'oxygen-buyer-country': 'BE'})).suggestion).toBeNull();
    expect((await accountAnswer('/api/account', {})).suggestion).toBeNull();
    for (const value of ['XX', 'Deutschland', '<script>', 'D']) {
      expect((await accountAnswer('/api/account', {'oxygen-buyer-country': value})).suggestion, value).toBeNull();
    }
  });

  test('a public page is the same whatever the country header says', async () => {
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    const plain = await worker.fetch('/producten/protein');
    const german = await worker.fetch('/producten/protein', {headers: {'oxygen-buyer-country': 'DE'}});
    expect(german.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    expect(strip(await german.text())).toBe(strip(await plain.text()));
  });
});
