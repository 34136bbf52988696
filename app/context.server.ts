// The load context of one request: its market (resolved from host and path), the Storefront client of that
// market and the content client in the market's locale.
import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {createMarketCart} from '~/commerce/cart.server';
import {createMarketStorefront} from '~/commerce/storefront.server';
import {createContentClient, DEFAULT_CONTENT_ENDPOINT, type ContentClient} from '~/content/client.server';
import {marketConfigs, marketHosts, marketSites, type MarketConfig} from '~/markets/config.server';
import type {MarketSites} from '~/markets/links';
import {resolveMarket, type MarketHosts, type MarketRouting} from '~/markets/resolve';

export type AppLoadContext = {
  env: Env;
  market: MarketConfig;
  routing: MarketRouting;
  hosts: MarketHosts;
  /** Every market's configured site, for absolute URLs (canonical, hreflang, JSON-LD). */
  sites: MarketSites;
  storefront: Storefront;
  /** The shopper's cart (created by the first cart action, never by a page view). */
  cart: HydrogenCart;
  content: ContentClient;
  waitUntil: ExecutionContext['waitUntil'];
};

let configsFor: {env: Env; configs: MarketConfig[]} | undefined;

/** Validated once per env: a market missing a required setting fails here, naming market and field. */
export function loadMarkets(env: Env): MarketConfig[] {
  if (configsFor?.env !== env) configsFor = {env, configs: marketConfigs(env)};
  return configsFor.configs;
}

export async function createAppLoadContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
): Promise<AppLoadContext> {
  const configs = loadMarkets(env);
  const hosts = marketHosts(configs);
  const routing = resolveMarket(new URL(request.url), hosts);
  const market = configs.find((config) => config.id === routing.market.id)!;
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const cache = await caches.open('hydrogen');

  const storefront = createMarketStorefront({market, request, cache, waitUntil});
  return {
    env,
    market,
    routing: {...routing, market},
    hosts,
    sites: marketSites(configs),
    storefront,
    cart: createMarketCart(storefront, request),
    content: createContentClient({
      settings: {
        token: env.DATOCMS_API_TOKEN,
        environment: env.DATOCMS_ENVIRONMENT || 'main',
        endpoint: env.DATOCMS_GRAPHQL_URL || DEFAULT_CONTENT_ENDPOINT,
        includeDrafts: false,
      },
      market,
      cache,
      waitUntil,
      request,
    }),
    waitUntil,
  };
}
