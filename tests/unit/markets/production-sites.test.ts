// Issue 14, bad input: in production (DEPLOY_ENV=production) a market without a configured host or site URL fails
// at start naming the market and the field; local and development runs keep the market table's hosts as before.
import {describe, expect, test} from 'vitest';
import {isProduction, MarketConfigError, marketConfigs} from '~/markets/config.server';
import {MARKETS} from '~/markets/markets';

const BASE = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 'token'};
const hostVar = (suffix: string) => `MARKET_HOST_${suffix}`;
/** Every market on a host of its own (fr-be shares the Belgian one), as the deploy docs configure them. */
const ALL_HOSTS = Object.fromEntries(MARKETS.map((m) => [hostVar(m.envSuffix), `shop-${m.id.replace('_', '-')}.example`]));

function failure(env: Record<string, string>): Error | undefined {
  try {
    marketConfigs(env);
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

// Every spelling an operator may leave a host "set" with that still names no host.
const EMPTY_HOSTS = ['', '   ', '\t', 'shop.example.de\nevil.example'];

describe('production: every market needs MARKET_HOST_<ID> or SITE_ORIGIN (issue 14 bad input)', () => {
  test.each(MARKETS.flatMap((market) => EMPTY_HOSTS.map((empty) => [market.id, market.envSuffix, empty] as const)))(
    'market %s without its host (%j) and no SITE_ORIGIN fails naming the market and the field',
    (id, suffix, empty) => {
      const error = failure({...BASE, ...ALL_HOSTS, [hostVar(suffix)]: empty, DEPLOY_ENV: 'production'});
      expect(error).toBeInstanceOf(MarketConfigError);
      expect(error!.message).toBe(`Market ${id} is missing site URL (MARKET_HOST_${suffix} or SITE_ORIGIN)`);
      expect((error as MarketConfigError).marketId).toBe(id);
    },
  );

  test('with no host and no SITE_ORIGIN the first market of the table is named', () => {
    expect(failure({...BASE, DEPLOY_ENV: 'production'})?.message).toBe(
      'Market nl_nl is missing site URL (MARKET_HOST_NL_NL or SITE_ORIGIN)',
    );
  });

  test('every market on its host passes, and so does SITE_ORIGIN alone or SITE_ORIGIN beside some hosts', () => {
    expect(failure({...BASE, ...ALL_HOSTS, DEPLOY_ENV: 'production'})).toBeUndefined();
    expect(failure({...BASE, SITE_ORIGIN: 'https://shop.example', DEPLOY_ENV: 'production'})).toBeUndefined();
    for (const market of MARKETS) {
      const env = {...BASE, SITE_ORIGIN: 'https://shop.example', [hostVar(market.envSuffix)]: 'one.example', DEPLOY_ENV: 'production'};
      expect(failure(env), market.id).toBeUndefined();
    }
  });

  test('a blank SITE_ORIGIN is no site URL', () => {
    expect(failure({...BASE, SITE_ORIGIN: '  ', DEPLOY_ENV: 'production'})?.message).toMatch(/^Market nl_nl is missing site URL/);
  });

  test('the other settings are still checked first, with their own field names', () => {
    expect(failure({PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', DEPLOY_ENV: 'production'})?.message).toBe(
      'Market nl_nl is missing storefront token (PUBLIC_STOREFRONT_API_TOKEN)',
    );
  });
});

describe('outside production nothing changes (local services, npm run dev, preview environments)', () => {
  test.each(['', 'preview', 'staging', 'development', 'prod', 'production-eu'])('DEPLOY_ENV=%j: no host falls back to the market table', (value) => {
    const configs = marketConfigs({...BASE, DEPLOY_ENV: value});
    expect(configs.map((c) => c.siteUrl)).toStrictEqual(MARKETS.map((m) => `https://${m.defaultHost}${m.localeSubpath}`));
  });

  test('DEPLOY_ENV is production in any case and with spaces around it, nothing else', () => {
    for (const value of ['production', 'Production', 'PRODUCTION', ' production ']) expect(isProduction({DEPLOY_ENV: value}), value).toBe(true);
    for (const value of [undefined, '', 'prod', 'preview', 'production1', 'non-production']) {
      expect(isProduction({DEPLOY_ENV: value}), String(value)).toBe(false);
    }
  });
});
