// The env the app gets when no credentials are configured: every hosted service is the local stand-in.
// Shared by `npm run dev`, `npm run preview` and the tests, so they all talk to the same services the same way.
import {existsSync, readFileSync} from 'node:fs';

export const LOCAL_SERVICES_PORT = Number(process.env.LOCAL_SERVICES_PORT ?? 4100);

/** The Multipass secret the app signs with locally and the local checkout's Multipass login verifies with. */
export const LOCAL_MULTIPASS_SECRET = 'local-multipass-secret';

/**
 * `port`: where the local services listen; `siteOrigin`: the origin the app itself is served on (absolute URLs
 * in pages, such as canonical and hreflang, start with it; the worker tests dispatch to http://localhost:8787).
 */
export function localEnv(port = LOCAL_SERVICES_PORT, siteOrigin = 'http://localhost:3000') {
  const origin = `http://127.0.0.1:${port}`;
  return {
    SITE_ORIGIN: siteOrigin,
    SESSION_SECRET: 'local-session-secret',
    MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
    PUBLIC_STORE_DOMAIN: origin,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-public-token',
    PRIVATE_STOREFRONT_API_TOKEN: 'local-private-token',
    PUBLIC_CHECKOUT_DOMAIN: origin,
    DATOCMS_API_TOKEN: 'local-datocms-token',
    DATOCMS_GRAPHQL_URL: `${origin}/datocms/`,
    DATOCMS_ENVIRONMENT: 'main',
    DATOCMS_PREVIEW_SECRET: 'local-preview-secret',
    DATOCMS_LISTEN_URL: `${origin}/datocms/listen`,
    YOTPO_API_URL: `${origin}/yotpo/api/v2`,
    YOTPO_GUID: 'local-yotpo-guid',
    YOTPO_API_KEY: 'local-yotpo-key',
    NUTRITION_ADVICE_URL: `${origin}/forms/nutrition-advice`,
    TRUSTPILOT_API_URL: `${origin}/trustpilot/v1`,
    TRUSTPILOT_API_KEY: 'local-trustpilot-key',
    TRUSTPILOT_BUSINESS_UNIT_ID: 'local-business-unit',
    // The chat widget on the German market only (the local stand-in's loader): the other markets show a shop
    // without one, as every market is when PUBLIC_INTERCOM_APP_ID is unset.
    PUBLIC_INTERCOM_APP_ID_DE_DE: 'localchat',
    PUBLIC_INTERCOM_WIDGET_URL: `${origin}/chat/widget`,
    // Tracking on, with stand-in scripts from the local services (README "Tracking"); no request leaves the machine.
    PUBLIC_GTM_CONTAINER_ID: 'GTM-LOCAL01',
    PUBLIC_GTM_SCRIPT_URL: `${origin}/tags/gtm.js`,
    PUBLIC_KLAVIYO_COMPANY_ID: 'LocalK',
    PUBLIC_KLAVIYO_SCRIPT_URL: `${origin}/tags/klaviyo.js`,
  };
}

/** Variables from a dotenv file (KEY=value lines; quotes stripped), or {} when there is none. */
export function readEnvFile(path) {
  if (!existsSync(path)) return {};
  const entries = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
    .filter(Boolean)
    .map(([, key, value]) => [key, value.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/** Credentials count as configured when the store domain and the content token are both set. */
export function hasCredentials(env) {
  return Boolean(env.PUBLIC_STORE_DOMAIN && env.DATOCMS_API_TOKEN);
}

export function toEnvFile(env) {
  return Object.entries(env)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n') + '\n';
}
