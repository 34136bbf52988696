// Market settings that come from env: store domain and tokens per market (a shared default with
// per-market overrides such as PUBLIC_STORE_DOMAIN_DE_DE), production hosts and where each market lives on the
// web. Spec §5: the storefront provider needs store domain, token, API version, country and language codes; a
// market missing one fails at start with an error naming the market and the field. In production
// (DEPLOY_ENV=production) every market must also say where it lives: its MARKET_HOST_* or the shared SITE_ORIGIN.
import type {MarketSite, MarketSites} from './links';
import {MARKETS, STOREFRONT_API_VERSION, type MarketDefinition, type MarketId} from './markets';
import {basePathFor, normalHost, type MarketHosts} from './resolve';

export type MarketConfig = MarketDefinition & {
  storeDomain: string;
  publicStorefrontToken: string;
  privateStorefrontToken?: string;
  storefrontApiVersion: string;
  storefrontId?: string;
  /** Host of the market's checkout (checkoutUrl must be on it); defaults to the store domain's host. */
  checkoutHost: string;
  /** Production host, when configured: then the host selects the market and links stay unprefixed. */
  host?: string;
  /** Where absolute URLs of the market's pages start (see `marketSite`). */
  site: MarketSite;
  /** The market's home on the web: `site.origin + site.basePath`. */
  siteUrl: string;
};

export type MarketEnv = Record<string, string | undefined>;

export class MarketConfigError extends Error {
  constructor(
    readonly marketId: MarketId,
    readonly field: string,
  ) {
    super(`Market ${marketId} is missing ${field}`);
    this.name = 'MarketConfigError';
  }
}

function setting(env: MarketEnv, name: string, market: MarketDefinition): string | undefined {
  const value = env[`${name}_${market.envSuffix}`] ?? env[name];
  return value?.trim() || undefined;
}

function hostOf(domain: string): string {
  try {
    return new URL(domain.includes('://') ? domain : `https://${domain}`).host;
  } catch {
    return domain;
  }
}

/**
 * SITE_ORIGIN: the one origin the shop is served on when no market has a host of its own (`npm run dev`,
 * preview, tests: `http://localhost:3000`). Only an http(s) origin is accepted, nothing after it.
 */
export function siteOrigin(env: MarketEnv): string | undefined {
  const value = env.SITE_ORIGIN?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const bare = url && /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  if (!url || !bare || url.pathname !== '/') {
    throw new Error(`SITE_ORIGIN must be an http(s) origin such as http://localhost:3000, not "${value}"`);
  }
  return url.origin;
}

/**
 * Spec §3 Market site url: `https://{host}{subpath}` on the market's configured host; without one, the
 * configured SITE_ORIGIN with the market's path prefix; without either, the market's production host from the
 * market table. Never the request's Host, which any client can set.
 */
export function marketSite(market: MarketDefinition, host: string | undefined, origin: string | undefined): MarketSite {
  if (host) return {origin: `https://${host}`, basePath: market.localeSubpath};
  if (origin) return {origin, basePath: basePathFor(market)};
  return {origin: `https://${market.defaultHost}`, basePath: market.localeSubpath};
}

/** DEPLOY_ENV=production (any case): the deployed shop, whose absolute URLs must come from configuration. */
export function isProduction(env: MarketEnv): boolean {
  return env.DEPLOY_ENV?.trim().toLowerCase() === 'production';
}

export function marketConfigs(env: MarketEnv): MarketConfig[] {
  const origin = siteOrigin(env);
  const production = isProduction(env);
  return MARKETS.map((market) => {
    const configuredHost = env[`MARKET_HOST_${market.envSuffix}`]?.trim();
    const host = configuredHost ? normalHost(configuredHost) : undefined;
    const site = marketSite(market, host, origin);
    const config: MarketConfig = {
      ...market,
      storeDomain: setting(env, 'PUBLIC_STORE_DOMAIN', market) ?? '',
      publicStorefrontToken: setting(env, 'PUBLIC_STOREFRONT_API_TOKEN', market) ?? '',
      privateStorefrontToken: setting(env, 'PRIVATE_STOREFRONT_API_TOKEN', market),
      storefrontApiVersion: setting(env, 'PUBLIC_STOREFRONT_API_VERSION', market) ?? STOREFRONT_API_VERSION,
      storefrontId: setting(env, 'PUBLIC_STOREFRONT_ID', market),
      checkoutHost: '',
      host,
      site,
      siteUrl: site.origin + site.basePath,
    };
    config.checkoutHost = hostOf(setting(env, 'PUBLIC_CHECKOUT_DOMAIN', market) ?? config.storeDomain);
    assertComplete(config);
    // Production links must never fall back to the market table's hosts: a shop deployed on other domains
    // would send shoppers, canonicals and hreflang to a site that is not this deployment.
    if (production && !host && !origin) {
      throw new MarketConfigError(market.id, `site URL (MARKET_HOST_${market.envSuffix} or SITE_ORIGIN)`);
    }
    return config;
  });
}

function assertComplete(config: MarketConfig) {
  const required: [string, unknown][] = [
    ['store domain (PUBLIC_STORE_DOMAIN)', config.storeDomain],
    ['storefront token (PUBLIC_STOREFRONT_API_TOKEN)', config.publicStorefrontToken],
    ['API version', config.storefrontApiVersion],
    ['country code', config.shopifyCountryCode],
    ['language code', config.shopifyLanguageCode],
  ];
  const missing = required.find(([, value]) => !value);
  if (missing) throw new MarketConfigError(config.id, missing[0]);
}

export function marketHosts(configs: MarketConfig[]): MarketHosts {
  return Object.fromEntries(configs.filter((c) => c.host).map((c) => [c.id, c.host]));
}

export function marketSites(configs: MarketConfig[]): MarketSites {
  return Object.fromEntries(configs.map((config) => [config.id, config.site])) as MarketSites;
}
