// The load context of one request: its market (resolved from host and path), the Storefront client of that
// market and the content client in the market's locale, and what the HTTP boundary found (app/http).
import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {isSecureRequest} from '~/commerce/cart-cookie';
import {createMarketCart} from '~/commerce/cart.server';
import {createCustomerSession, type CustomerSession} from '~/commerce/customer-session.server';
import {createMarketStorefront} from '~/commerce/storefront.server';
import {createContentClient, DEFAULT_CONTENT_ENDPOINT, type ContentClient} from '~/content/client.server';
import {isPreviewCookie, previewCookieCleared} from '~/content/preview-cookie.server';
import {readRequestCookies, withStorefrontCookies} from '~/http/request-cookies.server';
import {logFor, type Logger} from '~/observability/log.server';
import {marketConfigs, marketHosts, marketSites, type MarketConfig} from '~/markets/config.server';
import type {MarketSites} from '~/markets/links';
import {resolveMarket, type MarketHosts, type MarketRouting} from '~/markets/resolve';
import {memoryCacheFor} from '~/upstream/memory-cache';

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
  /** The signed-in customer's token (read only by the routes that need it; public pages never touch it). */
  session: CustomerSession;
  content: ContentClient;
  /**
   * Preview mode (README "Preview and live updates"): a valid preview cookie came with the request. Content is
   * then read with drafts and no cache, and server.ts makes every answer `private, no-store`.
   */
  preview: boolean;
  waitUntil: ExecutionContext['waitUntil'];
  /** This request's log lines, each with its request id (README "Observability"). */
  log: Logger;
  /** What the HTTP boundary decided before any route ran. */
  http: {
    /** The method the client sent (one no route takes reaches Remix as a GET; app/http/request-guard.server.ts). */
    method: string;
    /**
     * The route a data request names in `?_data` (empty when it names none; null for any other request). Remix
     * strips the parameter before loaders run.
     */
    dataRoute: string | null;
    /** `Set-Cookie` values clearing the cookies that were dropped (server.ts adds them to the answer). */
    clearCookies: string[];
    /** The services whose calls failed while answering (server.ts then lets no shared cache keep the answer). */
    upstreamFailures: string[];
  };
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
  method: string = request.method,
): Promise<AppLoadContext> {
  const configs = loadMarkets(env);
  const hosts = marketHosts(configs);
  const routing = resolveMarket(new URL(request.url), hosts);
  const market = configs.find((config) => config.id === routing.market.id)!;
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const cache = await caches.open('hydrogen');
  const log = logFor(request);
  const cookies = readRequestCookies(request, log);
  const upstreamFailures: string[] = [];
  const failureOf = (service: string) => () => void upstreamFailures.push(service);
  const secure = isSecureRequest(request);
  // Preview is off where no preview secret is configured, whatever cookie comes along.
  const preview =
    Boolean(env.DATOCMS_PREVIEW_SECRET) &&
    (await isPreviewCookie(cookies.preview, {secret: env.SESSION_SECRET, secure}).catch(() => false));
  // A preview cookie that is forged, expired or no longer honoured is cleared.
  const clearCookies = cookies.preview !== null && !preview ? [...cookies.clear, previewCookieCleared(secure)] : cookies.clear;

  // Hydrogen forwards Shopify's tracking cookies from the request: it only sees the ones that passed their check.
  const memory = memoryCacheFor(env.MEMORY_CACHE_SECONDS);
  const storefront = createMarketStorefront({
    market,
    request: withStorefrontCookies(request, cookies),
    cache,
    waitUntil,
    onFailure: failureOf('storefront'),
    memory,
  });
  return {
    env,
    market,
    routing: {...routing, market},
    hosts,
    sites: marketSites(configs),
    storefront,
    cart: createMarketCart({
      storefront,
      token: cookies.cartToken,
      secure,
      countryCode: market.shopifyCountryCode,
    }),
    session: createCustomerSession({
      secret: env.SESSION_SECRET,
      secure,
      value: cookies.customerSession,
    }),
    content: createContentClient({
      settings: {
        token: env.DATOCMS_API_TOKEN,
        environment: env.DATOCMS_ENVIRONMENT || 'main',
        endpoint: env.DATOCMS_GRAPHQL_URL || DEFAULT_CONTENT_ENDPOINT,
        includeDrafts: preview,
      },
      market,
      cache,
      waitUntil,
      request,
      onFailure: failureOf('content'),
      memory,
    }),
    preview,
    waitUntil,
    log,
    http: {method, dataRoute: new URL(request.url).searchParams.get('_data'), clearCookies, upstreamFailures},
  };
}
