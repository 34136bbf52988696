// Market settings that come from env: store domain and tokens per market (a shared default with
// per-market overrides such as PUBLIC_STORE_DOMAIN_DE_DE), production hosts. Spec §5: the storefront
// provider needs store domain, token, API version, country and language codes; a market missing one
// fails at start with an error naming the market and the field.
import {MARKETS, STOREFRONT_API_VERSION, type MarketDefinition, type MarketId} from './markets';
import type {MarketHosts} from './resolve';

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
  /** The market's home on the web (`https://{host}{subpath}`) when its host is configured. */
  siteUrl?: string;
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

export function marketConfigs(env: MarketEnv): MarketConfig[] {
  return MARKETS.map((market) => {
    const config: MarketConfig = {
      ...market,
      storeDomain: setting(env, 'PUBLIC_STORE_DOMAIN', market) ?? '',
      publicStorefrontToken: setting(env, 'PUBLIC_STOREFRONT_API_TOKEN', market) ?? '',
      privateStorefrontToken: setting(env, 'PRIVATE_STOREFRONT_API_TOKEN', market),
      storefrontApiVersion: setting(env, 'PUBLIC_STOREFRONT_API_VERSION', market) ?? STOREFRONT_API_VERSION,
      storefrontId: setting(env, 'PUBLIC_STOREFRONT_ID', market),
      checkoutHost: '',
      host: env[`MARKET_HOST_${market.envSuffix}`]?.trim() || undefined,
    };
    config.checkoutHost = hostOf(setting(env, 'PUBLIC_CHECKOUT_DOMAIN', market) ?? config.storeDomain);
    config.siteUrl = config.host ? `https://${config.host}${market.localeSubpath}` : undefined;
    assertComplete(config);
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
