/// <reference types="vite/client" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {HydrogenSessionData} from '@shopify/hydrogen';
import type {AppLoadContext as AppContext} from '~/context.server';

declare global {
  /** Every variable is documented in .env.example. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN?: string;
    PUBLIC_STOREFRONT_API_VERSION?: string;
    PUBLIC_STOREFRONT_ID?: string;
    PUBLIC_CHECKOUT_DOMAIN?: string;
    /** Shopify Multipass secret (server only): signs customers in at checkout. Unset: signed-in checkout fails. */
    MULTIPASS_SECRET?: string;
    DATOCMS_API_TOKEN: string;
    DATOCMS_ENVIRONMENT?: string;
    DATOCMS_GRAPHQL_URL?: string;
    /** Preview (server only): the secret of the preview links; unset, preview is off. */
    DATOCMS_PREVIEW_SECRET?: string;
    /** Real-time Updates API behind the live-preview relay (default https://graphql-listen.datocms.com). */
    DATOCMS_LISTEN_URL?: string;
    /** Yotpo Loyalty API (server only; README "Loyalty"). */
    YOTPO_API_URL?: string;
    YOTPO_GUID?: string;
    YOTPO_API_KEY?: string;
    /** Trustpilot public API (server only; README "Reviews"). Without the key or business unit /api/reviews/* say 503. */
    TRUSTPILOT_API_URL?: string;
    FALLBACK_BUYER_COUNTRY?: string;
    TRUSTPILOT_API_KEY?: string;
    TRUSTPILOT_BUSINESS_UNIT_ID?: string;
    /** Where the nutrition advice form is forwarded (server only; README "Service pages"). Unset: the form says 503. */
    NUTRITION_ADVICE_URL?: string;
    /** Seconds a parsed Storefront/DatoCMS answer is reused from the isolate's memory (default 5, at most 60; 0: off). */
    MEMORY_CACHE_SECONDS?: string;
    /** Tracking (README "Tracking"): GTM's container id and Klaviyo's company id; each tag is off without its id. */
    PUBLIC_GTM_CONTAINER_ID?: string;
    PUBLIC_GTM_SCRIPT_URL?: string;
    PUBLIC_KLAVIYO_COMPANY_ID?: string;
    PUBLIC_KLAVIYO_SCRIPT_URL?: string;
    SENTRY_DSN?: string;
    PUBLIC_SENTRY_DSN?: string;
    /** Intercom app id of the chat widget (issue 13 §4; `_<MARKET>` overrides); unset: no chat. */
    PUBLIC_INTERCOM_APP_ID?: string;
    /** Where the widget script is loaded from (default Intercom's; the local stand-in in development). */
    PUBLIC_INTERCOM_WIDGET_URL?: string;
    SENTRY_ENVIRONMENT?: string;
    /** `production` on the deployed shop: every market then needs MARKET_HOST_* or SITE_ORIGIN. */
    DEPLOY_ENV?: string;
    /** The release Sentry reports under (the deployed commit); README "Observability". */
    SENTRY_RELEASE?: string;
    /** The origin the shop is served on when no market has a host (dev, preview, tests). */
    SITE_ORIGIN?: string;
    /** Per-market overrides (PUBLIC_STORE_DOMAIN_DE_DE, MARKET_HOST_NL_BE, ...). */
    [key: string]: string | undefined;
  }
}

declare module '@shopify/remix-oxygen' {
  interface AppLoadContext extends AppContext {}
  interface SessionData extends HydrogenSessionData {}
}
