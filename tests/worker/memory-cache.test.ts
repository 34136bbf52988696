// README "Quality" (issue 9): the worker keeps parsed Storefront and DatoCMS answers, and the markup of the product
// page's lower part, in memory for MEMORY_CACHE_SECONDS (default 5). What a shopper gets must not change: the
// same page, byte for byte (nonce aside), as a worker that keeps nothing renders. How long answers are kept, and
// which, is unit-tested (tests/unit/upstream/memory-cache.test.ts, tests/unit/http/kept-markup.test.tsx).
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {PRODUCTS} from '../../local-services/data/catalogue';
import {marketPath} from '../support/hardening';
import {startWorker, type WorkerHarness} from '../support/worker';

let keeping: WorkerHarness;
let plain: WorkerHarness;
beforeAll(async () => {
  [keeping, plain] = await Promise.all([startWorker(), startWorker(() => ({MEMORY_CACHE_SECONDS: '0'}))]);
});
afterAll(async () => {
  await Promise.all([keeping?.dispose(), plain?.dispose()]);
});

/** The page without what differs between any two workers: the CSP nonce, and the origin of each one's services. */
const comparable = (html: string, worker: WorkerHarness) =>
  html.replace(/nonce="[^"]*"/g, 'nonce=""').replaceAll(worker.services.url, 'SERVICES');

async function view(worker: WorkerHarness, path: string) {
  const response = await worker.fetch(path);
  const html = comparable(await response.text(), worker);
  return {status: response.status, cacheControl: response.headers.get('cache-control'), html};
}

// The every-section product, variant URLs and other products, in every market; and the other page types.
const PRODUCT_PATHS = MARKETS.flatMap((market, m) => {
  const product = PRODUCTS[m % 4]!;
  return [
    marketPath(market, '/products/protein/whey-protein'),
    marketPath(market, `/products/${product.collectionHandles[0]}/${product.handle}`),
  ];
});
const OTHER_PATHS = MARKETS.flatMap((market) => ['/', '/products', '/products/protein', '/about-us'].map((page) => marketPath(market, page)));

describe('the memory cache changes nothing a shopper gets', () => {
  test.each([...PRODUCT_PATHS, ...OTHER_PATHS])('%s: repeated views equal a worker that keeps nothing', async (path) => {
    // Both workers' first views; a product's rating arrives with a later view (loaded in the background,
    // README "Reviews"), so the pages are compared once both show the same.
    await expect
      .poll(async () => {
        const [reference, kept] = await Promise.all([view(plain, path), view(keeping, path)]);
        return reference.status === 200 && kept.html === reference.html;
      }, {timeout: 10_000, interval: 200})
      .toBe(true);
    // The next views are made from kept answers and (product pages) the kept markup of the lower part. A
    // background refresh (a rating, a stale entry) may land between two views, so each pair is read again then.
    for (let again = 0; again < 2; again++) {
      await expect
        .poll(async () => {
          const [reference, kept] = await Promise.all([view(plain, path), view(keeping, path)]);
          return kept.status === 200 && kept.cacheControl === reference.cacheControl && kept.html === reference.html;
        }, {timeout: 5_000, interval: 100})
        .toBe(true);
    }
  });
});

// The kept answers and markup are the isolate's, shared by every request: nothing of one request may reach
// another. The comparison above blanks nonces, so they are checked here on their own.
describe('kept answers and markup never carry one request into another', () => {
  const WHEY = (market: (typeof MARKETS)[number]) => marketPath(market, '/products/protein/whey-protein');
  // The whey page's lower part shows the fitblog carousel, whose article has a draft heading (content-drafts.ts).
  const DRAFT_HEADINGS: Record<string, string> = {
    nl: 'Eiwit na je training: zo haal je er alles uit',
    de: 'Eiweiß nach dem Training: So holst du alles heraus',
    en: 'Protein after training: how to get the most out of it',
    it: 'Proteine dopo l’allenamento: come sfruttarle al meglio',
    fr: 'Les protéines après l’entraînement : comment en tirer le meilleur',
  };

  test.each(MARKETS.map((market) => [market.id, market] as const))(
    '%s: every nonce in repeated product views is the one its own response\'s policy names',
    async (_id, market) => {
      for (let view = 0; view < 3; view++) {
        const response = await keeping.fetch(WHEY(market));
        const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
        const html = await response.text();
        const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
        expect(policyNonce).toBeTruthy();
        expect(nonces.length).toBeGreaterThan(0);
        expect(new Set(nonces)).toEqual(new Set([policyNonce]));
      }
    },
  );

  test.each(MARKETS.map((market) => [market.id, market] as const))(
    '%s: preview (drafts) and visitors viewing the product page in turn within the seconds each see only their own',
    async (_id, market) => {
      const entered = await keeping.fetch(`/api/preview?secret=local-preview-secret&path=${encodeURIComponent(WHEY(market))}`, {
        redirect: 'manual',
      });
      const cookie = /^([^;]+)/.exec(entered.headers.get('set-cookie') ?? '')![1]!;
      const draft = DRAFT_HEADINGS[market.language]!;
      const visitor = () => keeping.fetch(WHEY(market)).then((response) => response.text());
      const previewer = () => keeping.fetch(WHEY(market), {headers: {cookie}}).then((response) => response.text());
      // A visitor first (answers and markup kept), then preview, then visitors again while both are kept.
      expect(await visitor()).not.toContain(draft);
      expect(await previewer()).toContain(draft);
      expect(await visitor()).not.toContain(draft);
      expect(await previewer()).toContain(draft);
      expect(await visitor()).not.toContain(draft);
    },
  );
});
