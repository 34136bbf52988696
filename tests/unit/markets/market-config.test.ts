// Spec §5 (storefront provider settings per market) and README "Markets and URLs" (where each market lives on
// the web): the settings read from env, one market at a time, with shared defaults and per-market overrides.
import {describe, expect, test} from 'vitest';
import {MarketConfigError, marketConfigs, marketHosts, siteOrigin} from '~/markets/config.server';

const ENV = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 'token'};
const configFor = (env: Record<string, string>, id: string) => marketConfigs({...ENV, ...env}).find((c) => c.id === id)!;

describe('per-market Storefront settings (spec §5)', () => {
  test('the private token is shared by default and can be set per market', () => {
    const env = {PRIVATE_STOREFRONT_API_TOKEN: 'shared-private', PRIVATE_STOREFRONT_API_TOKEN_FR_FR: 'fr-private'};
    expect(configFor(env, 'nl_nl').privateStorefrontToken).toBe('shared-private');
    expect(configFor(env, 'fr_fr').privateStorefrontToken).toBe('fr-private');
    expect(configFor({}, 'nl_nl').privateStorefrontToken).toBeUndefined();
  });

  test('the API version is 2024-10 unless env names another, per market or shared', () => {
    expect(configFor({}, 'de_de').storefrontApiVersion).toBe('2024-10');
    expect(configFor({PUBLIC_STOREFRONT_API_VERSION: '2025-01'}, 'de_de').storefrontApiVersion).toBe('2025-01');
    expect(configFor({PUBLIC_STOREFRONT_API_VERSION_IT_IT: '2025-04'}, 'it_it').storefrontApiVersion).toBe('2025-04');
    expect(configFor({PUBLIC_STOREFRONT_API_VERSION_IT_IT: '2025-04'}, 'de_de').storefrontApiVersion).toBe('2024-10');
  });

  test('the storefront id comes from PUBLIC_STOREFRONT_ID (per market overrides)', () => {
    const env = {PUBLIC_STOREFRONT_ID: '1000', PUBLIC_STOREFRONT_ID_NL_BE: '2000'};
    expect(configFor(env, 'nl_nl').storefrontId).toBe('1000');
    expect(configFor(env, 'nl_be').storefrontId).toBe('2000');
    expect(configFor({}, 'nl_nl').storefrontId).toBeUndefined();
  });

  test('a missing setting fails as a MarketConfigError naming the market', () => {
    const error = (() => {
      try {
        marketConfigs({PUBLIC_STORE_DOMAIN: 'shop.myshopify.com'});
      } catch (thrown) {
        return thrown as Error;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(MarketConfigError);
    expect(error!.name).toBe('MarketConfigError');
    expect(error!.message).toBe('Market nl_nl is missing storefront token (PUBLIC_STOREFRONT_API_TOKEN)');
  });
});

describe('the checkout host (checkoutUrl must be on it)', () => {
  test('defaults to the store domain', () => {
    expect(configFor({}, 'nl_nl').checkoutHost).toBe('shop.myshopify.com');
    expect(configFor({PUBLIC_STORE_DOMAIN_DE_DE: 'https://DE-Shop.myshopify.com/'}, 'de_de').checkoutHost).toBe('de-shop.myshopify.com');
  });

  test('PUBLIC_CHECKOUT_DOMAIN (shared or per market) names it, as a host or a URL', () => {
    expect(configFor({PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.nl'}, 'nl_nl').checkoutHost).toBe('checkout.example.nl');
    expect(configFor({PUBLIC_CHECKOUT_DOMAIN_DE_DE: 'https://Checkout.Example.DE/cart'}, 'de_de').checkoutHost).toBe('checkout.example.de');
    expect(configFor({PUBLIC_CHECKOUT_DOMAIN_DE_DE: 'Checkout.Example.DE/'}, 'de_de').checkoutHost).toBe('checkout.example.de');
    expect(configFor({PUBLIC_CHECKOUT_DOMAIN: 'checkout.example.nl:8443'}, 'nl_nl').checkoutHost).toBe('checkout.example.nl:8443');
  });

  test('a checkout domain that is no host is kept as written, so no real checkout URL matches it', () => {
    expect(configFor({PUBLIC_CHECKOUT_DOMAIN: 'not a host'}, 'nl_nl').checkoutHost).toBe('not a host');
  });
});

describe('market hosts (MARKET_HOST_<ID>)', () => {
  test('only markets with a host are listed, each host in its normal form', () => {
    const configs = marketConfigs({...ENV, MARKET_HOST_DE_DE: ' Shop.Example.DE. ', MARKET_HOST_FR_BE: 'shop.example.be'});
    // server.ts checks a POST's Origin against each of these hosts: no market without one may be listed.
    expect(marketHosts(configs)).toStrictEqual({de_de: 'shop.example.de', fr_be: 'shop.example.be'});
    expect(Object.values(marketHosts(marketConfigs(ENV)))).toEqual([]);
  });

  test('a blank MARKET_HOST_ value configures no host', () => {
    const config = configFor({MARKET_HOST_DE_DE: '   '}, 'de_de');
    expect(config.host).toBeUndefined();
    expect(config.siteUrl).toBe('https://www.originalfuel.de');
  });

  test('a MARKET_HOST_ value spanning lines claims no host of either line', () => {
    const config = configFor({MARKET_HOST_DE_DE: 'shop.example.de\nevil.example'}, 'de_de');
    expect(config.host).toBeFalsy();
    expect(config.siteUrl).toBe('https://www.originalfuel.de');
  });
});

describe('SITE_ORIGIN', () => {
  test('a blank value is no origin', () => {
    expect(siteOrigin({SITE_ORIGIN: '   '})).toBeUndefined();
    expect(configFor({SITE_ORIGIN: '  '}, 'de_de').siteUrl).toBe('https://www.originalfuel.de');
  });

  test('a scheme that only ends in http(s) is refused', () => {
    for (const bad of ['webhttp://x.example/', 'xhttps://x.example/']) {
      expect(() => siteOrigin({SITE_ORIGIN: bad}), bad).toThrowError(/SITE_ORIGIN must be an http\(s\) origin/);
    }
  });
});
