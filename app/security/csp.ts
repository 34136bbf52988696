// The Content-Security-Policy of every document, built from one allow-list: each host the shop's pages may
// load from or talk to is named here, grouped by the feature that needs it. Hydrogen's
// createContentSecurityPolicy (app/entry.server.tsx) adds the per-response nonce, its own Shopify hosts
// (cdn.shopify.com, monorail, store and checkout domain for connect-src) and, in development only, localhost
// and the Vite HMR websocket.
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {BOOKING_ORIGINS} from '~/content/booking-links';
import {DEFAULT_CONTENT_ENDPOINT} from '~/content/client.server';
import {loadMarkets} from '~/context.server';
import type {MarketConfig} from '~/markets/config.server';
import {chatScriptOrigin, type ChatConfig} from '~/tracking/chat';
import {marketChatConfig} from '~/tracking/chat-config.server';
import {trackingConfig, type TrackingConfig} from '~/tracking/config';

type Directive = 'script' | 'connect' | 'img' | 'media' | 'frame' | 'style' | 'font';
type Sources = Partial<Record<Directive, string[]>>;

/**
 * Third parties by feature (spec §"Tracking", modals, product sections). A feature not in use yet costs nothing
 * here: the browser only loads what the page asks for; a host missing here is a blocked feature.
 */
export const THIRD_PARTIES = {
  /** Product and collection images of the Storefront API. */
  shopifyImages: {img: ['https://cdn.shopify.com']},
  /** DatoCMS uploads (images, video posters) and Mux, which streams DatoCMS video uploads (HLS + mp4). */
  contentAssets: {
    img: ['https://www.datocms-assets.com', 'https://image.mux.com'],
    media: ['https://www.datocms-assets.com', 'https://stream.mux.com'],
  },
  /**
   * Content API. The browser reads no content itself (pages come from our loaders); live preview updates go
   * through our own relay (`/api/preview/listen`: the registration and its event stream, same origin, allowed
   * by Hydrogen's `'self'` in connect-src), which holds the token.
   */
  contentApi: {connect: ['https://graphql.datocms.com', 'https://graphql-listen.datocms.com']},
  /**
   * Tag manager data layer (spec §Tracking): GTM's container and GA4 collection (Google's CSP guide). Only when
   * a container id is configured (`tracking` below), like Klaviyo's hosts.
   */
  tagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
    // GTM's <noscript> fallback is an iframe of www.googletagmanager.com/ns.html.
    frame: ['https://www.googletagmanager.com'],
  },
  /** Email marketing (Klaviyo onsite JS, API-SHAPES §7.1): loader, its modules and forms, and the event API. */
  emailMarketing: {
    script: ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com', 'https://fast.klaviyo.com'],
    connect: ['https://a.klaviyo.com', 'https://fast.klaviyo.com', 'https://static-forms.klaviyo.com'],
    img: ['https://static.klaviyo.com', 'https://a.klaviyo.com'],
    style: ['https://static-tracking.klaviyo.com', 'https://static-forms.klaviyo.com'],
  },
  /**
   * Customer chat widget (spec §Modals; it "receives user id and email when signed in"). The spec names no
   * vendor: we chose Intercom, whose Messenger boots with exactly `user_id` and `email`; hosts from Intercom's
   * CSP guide (EU region included). Only in the policy of a market that has the widget configured
   * (app/tracking/chat.ts), with the configured loader's origin.
   */
  chat: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: [
      'https://api-iam.intercom.io',
      'https://api-iam.eu.intercom.io',
      'https://api-ping.intercom.io',
      'https://*.intercom-messenger.com',
      'wss://*.intercom-messenger.com',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://nexus-europe-websocket.intercom.io',
      'wss://nexus-europe-websocket.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomcdn.eu',
    ],
    img: [
      'https://js.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://static.intercomassets.eu',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomcdn.eu',
    ],
    media: ['https://js.intercomcdn.com'],
    font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  },
  /** The booking popup (spec §2): links to exactly these pages open it (app/content/booking-links.ts). */
  booking: {frame: [...BOOKING_ORIGINS]},
  /** Video popups and sections (spec §5): YouTube's privacy-enhanced embed and Vimeo's player. */
  videoEmbeds: {frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']},
  /** Browser error reporting (Sentry; the configured DSN's own origin is added too). */
  errorReporting: {connect: ['https://*.ingest.sentry.io', 'https://*.ingest.de.sentry.io']},
} satisfies Record<string, Sources>;

/** What the policy needs to know about this deployment (all from env; see `contentSecurityPolicy`). */
export type CspSettings = {
  /** The market's store domain (`shop.myshopify.com` or, locally, `http://127.0.0.1:4100`). */
  storeDomain: string;
  /** The market's checkout host (Hydrogen adds it to connect-src). */
  checkoutHost: string;
  /** Every market's checkout host: the checkout hand-off is a form post answered by a redirect there. */
  checkoutHosts: string[];
  /**
   * Every market's configured host (MARKET_HOST_*), for forms that lead to another market (a market switcher).
   * Plain links need nothing: CSP does not govern navigations.
   */
  marketHosts: string[];
  /** The content API endpoint (DATOCMS_GRAPHQL_URL or DatoCMS's default). */
  contentEndpoint: string;
  /** The browser's Sentry DSN, when set. */
  sentryDsn?: string;
  /** The market's chat widget (PUBLIC_INTERCOM_APP_ID); without it no chat host is allowed. */
  chat?: ChatConfig | null;
  /** The configured tags (app/tracking/config.ts): their hosts are allowed only when set; their script URLs' origins too. */
  tracking?: TrackingConfig | null;
};

/** Features whose hosts are allowed only when their tag is configured. */
const TAG_FEATURES = {tagManager: 'gtm', emailMarketing: 'klaviyo'} as const;

const withoutScheme = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');

function originOf(url: string): string | null {
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).origin;
  } catch {
    return null;
  }
}

const unique = (sources: (string | null | undefined)[]) => [...new Set(sources.filter((s): s is string => Boolean(s)))];

/** A feature's hosts: chat only where it is configured, a tag's only where its id is set. */
function fromFeatures(directive: Directive, chat: ChatConfig | null | undefined, tracking: TrackingConfig | null | undefined): string[] {
  const sources = Object.entries(THIRD_PARTIES).flatMap(([name, feature]: [string, Sources]) => {
    if (name === 'chat' && !chat) return [];
    const tag = TAG_FEATURES[name as keyof typeof TAG_FEATURES];
    if (tag && !tracking?.[tag]) return [];
    return feature[directive] ?? [];
  });
  return chat && directive === 'script' ? [...sources, chatScriptOrigin(chat)] : sources;
}

/**
 * The directives for Hydrogen's createContentSecurityPolicy. Pure: everything comes from `settings`.
 * Hosts are given without a scheme where the page's own scheme should apply (checkout, market hosts): a
 * scheme-less source matches https on an https page, and the local services over http on http://localhost.
 */
export function cspDirectives(settings: CspSettings) {
  const storeOrigin = originOf(settings.storeDomain);
  const contentOrigin = originOf(settings.contentEndpoint);
  // Locally (http), the store and content endpoints are the local services, which also serve the demo images
  // and videos. In production they are API hosts that serve no media, so they stay out of img/media.
  const localServices = [storeOrigin, contentOrigin].filter((origin) => origin?.startsWith('http://'));
  const sentryOrigin = settings.sentryDsn ? originOf(settings.sentryDsn) : null;
  const features = (directive: Directive) => fromFeatures(directive, settings.chat, settings.tracking);
  // A tag's script may come from elsewhere than the vendor's host (locally: the local services' stand-ins).
  const tagScripts = [settings.tracking?.gtm?.src, settings.tracking?.klaviyo?.src].map((src) => (src ? originOf(src) : null));

  return {
    shop: {
      // Hydrogen's helper prefixes https:// itself, so it wants hosts without a scheme.
      storeDomain: withoutScheme(settings.storeDomain),
      checkoutDomain: settings.checkoutHost,
    },
    scriptSrc: unique(["'self'", 'https://cdn.shopify.com', ...features('script'), ...tagScripts]),
    styleSrc: unique(features('style')),
    fontSrc: unique(["'self'", 'data:', ...features('font')]),
    imgSrc: unique(["'self'", 'data:', ...features('img'), ...localServices]),
    mediaSrc: unique(["'self'", ...features('media'), ...localServices]),
    frameSrc: unique(features('frame')),
    connectSrc: unique([contentOrigin, ...features('connect'), sentryOrigin]),
    // The cart's checkout hand-off answers a form post with a redirect to the checkout host, and
    // form-action governs redirects after a submission too.
    formAction: unique(["'self'", ...settings.checkoutHosts, ...settings.marketHosts]),
    // No one may frame the shop (clickjacking). Hydrogen's defaults also keep `base-uri 'self'`.
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
  };
}

/** The policy for this request's market and deployment. */
export function contentSecurityPolicy(context: AppLoadContext) {
  return cspDirectives(cspSettings(context.market, context.env));
}

export function cspSettings(market: MarketConfig, env: Env): CspSettings {
  const configs = loadMarkets(env);
  return {
    storeDomain: market.storeDomain,
    checkoutHost: market.checkoutHost,
    checkoutHosts: configs.map((config) => config.checkoutHost),
    marketHosts: configs.flatMap((config) => (config.host ? [config.host] : [])),
    contentEndpoint: env.DATOCMS_GRAPHQL_URL || DEFAULT_CONTENT_ENDPOINT,
    sentryDsn: env.PUBLIC_SENTRY_DSN,
    chat: marketChatConfig(env, market).config,
    tracking: trackingConfig(env),
  };
}

/**
 * The policy of documents the app proxy passes through (/a, /apps, /tools): the same allow-list without a
 * nonce, so scripts from the listed hosts may load but no inline script runs, whatever the upstream wrote.
 */
export function proxiedDocumentPolicy(settings: CspSettings): string {
  const {header} = createContentSecurityPolicy(cspDirectives(settings));
  return header.replace(/\s*'nonce-[^']*'/g, '');
}
