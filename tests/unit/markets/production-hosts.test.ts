// Issue 14 "Bad input": in production (SHOP_ENVIRONMENT=production) a market without its host fails at start,
// naming the market and the field; with every host set, or outside production, nothing changes.
import {describe, expect, test} from 'vitest';
import {MarketConfigError, marketConfigs} from '~/markets/config.server';
import {MARKETS} from '~/markets/markets';

const BASE = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 't'};
const HOSTS = Object.fromEntries(MARKETS.map((market) => [`MARKET_HOST_${market.envSuffix}`, market.defaultHost]));

describe('issue 14 production: every market needs its host', () => {
  test('each market left without its host (unset or blank) stops the start naming that market and MARKET_HOST_<ID>', () => {
    for (const market of MARKETS) {
      for (const missing of [undefined, '', '   ']) {
        const env: Record<string, string | undefined> = {...BASE, ...HOSTS, SHOP_ENVIRONMENT: 'production', SITE_ORIGIN: 'https://one.example'};
        env[`MARKET_HOST_${market.envSuffix}`] = missing;
        let error: unknown;
        try {
          marketConfigs(env);
        } catch (thrown) {
          error = thrown;
        }
        expect(error, market.id).toBeInstanceOf(MarketConfigError);
        expect((error as Error).message, market.id).toBe(`Market ${market.id} is missing host (MARKET_HOST_${market.envSuffix})`);
      }
    }
  });

  test('with every host set production starts; outside production (unset, staging, any case of another word) hosts stay optional', () => {
    expect(marketConfigs({...BASE, ...HOSTS, SHOP_ENVIRONMENT: ' Production '})).toHaveLength(7);
    for (const environment of [undefined, '', 'staging', 'preview', 'productionx']) {
      expect(marketConfigs({...BASE, SHOP_ENVIRONMENT: environment}), String(environment)).toHaveLength(7);
    }
  });
});
