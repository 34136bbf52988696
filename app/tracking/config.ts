// Spec §7 Tracking: which tags this deployment loads, from env only. Without GTM's container id nothing goes to the
// data layer and GTM's script is not loaded; without Klaviyo's company (public API) key nothing is queued for
// Klaviyo and its script is not loaded. The script URLs are configurable so the local services can serve
// stand-ins (no internet in tests); the ids are public by design (they are in every page's script URL).
// Pure; the root loader sends the result to the browser, the CSP allows the configured hosts only.

export type TagConfig = {id: string; src: string};
/** What the browser's tracking module needs; null when neither tag is configured (then no tracking code loads). */
export type TrackingConfig = {gtm: TagConfig | null; klaviyo: TagConfig | null};

type TrackingEnv = Partial<
  Record<'PUBLIC_GTM_CONTAINER_ID' | 'PUBLIC_GTM_SCRIPT_URL' | 'PUBLIC_KLAVIYO_COMPANY_ID' | 'PUBLIC_KLAVIYO_SCRIPT_URL', string>
>;

export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const KLAVIYO_SCRIPT_URL = 'https://static.klaviyo.com/onsite/js/klaviyo.js';

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
/** Klaviyo's public API key (company id): six characters today; a little room, never anything but letters and digits. */
const KLAVIYO_ID = /^[A-Za-z0-9]{4,32}$/;

/** An http(s) URL without credentials, query or fragment (the id is appended), else the vendor's own. */
function scriptUrl(value: string | undefined, fallback: string): string {
  if (!value?.trim()) return fallback;
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !url.search && !url.hash) {
      return url.href;
    }
  } catch {
    // falls through to the log below
  }
  console.error(`[tracking] ignoring script URL "${value}": not a plain http(s) URL; using ${fallback}`);
  return fallback;
}

function tag(id: string | undefined, pattern: RegExp, src: string | undefined, fallback: string, name: string): TagConfig | null {
  const trimmed = id?.trim();
  if (!trimmed) return null;
  if (!pattern.test(trimmed)) {
    console.error(`[tracking] ${name} id "${trimmed}" is not valid: ${name} stays off`);
    return null;
  }
  return {id: trimmed, src: scriptUrl(src, fallback)};
}

export function trackingConfig(env: TrackingEnv): TrackingConfig | null {
  const gtm = tag(env.PUBLIC_GTM_CONTAINER_ID, GTM_ID, env.PUBLIC_GTM_SCRIPT_URL, GTM_SCRIPT_URL, 'GTM container');
  const klaviyo = tag(env.PUBLIC_KLAVIYO_COMPANY_ID, KLAVIYO_ID, env.PUBLIC_KLAVIYO_SCRIPT_URL, KLAVIYO_SCRIPT_URL, 'Klaviyo company');
  return gtm || klaviyo ? {gtm, klaviyo} : null;
}

/** The script each tag loads: GTM's container by `id`, Klaviyo's onsite JS by `company_id` (their documented URLs). */
export function tagScriptUrls(config: TrackingConfig): {gtm: string | null; klaviyo: string | null} {
  return {
    gtm: config.gtm ? `${config.gtm.src}?id=${encodeURIComponent(config.gtm.id)}` : null,
    klaviyo: config.klaviyo ? `${config.klaviyo.src}?company_id=${encodeURIComponent(config.klaviyo.id)}` : null,
  };
}
