// Issue 13 §4, spec §7 Tracking: the customer chat widget. The spec names no vendor; we chose Intercom (README
// "Chat widget"), whose Messenger is told who is signed in through its documented settings (`user_id`, `email`,
// `name` in `intercomSettings` / `Intercom('boot', …)`). Configured per deployment, and per market if need be:
// without an app id nothing is loaded and the page's policy names none of its hosts. Pure.

/** Intercom's widget loader; the app id is the last path segment. */
export const INTERCOM_WIDGET_URL = 'https://widget.intercom.io/widget';

export type ChatConfig = {
  vendor: 'intercom';
  appId: string;
  /** The widget script the browser loads once the page is interactive. */
  scriptUrl: string;
};

type Env = Record<string, unknown>;

/** A per-market override (`NAME_NL_NL`) first, even an empty one (which switches the widget off there). */
function setting(env: Env, name: string, suffix: string): string | undefined {
  const own = env[`${name}_${suffix}`];
  const value = typeof own === 'string' ? own : env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Intercom's app ids are short workspace ids; anything else is a configuration mistake (no widget). */
const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type ChatConfigResult = {config: ChatConfig | null; problem: string | null};

/**
 * The market's chat widget from env: `PUBLIC_INTERCOM_APP_ID` (unset: off), `PUBLIC_INTERCOM_WIDGET_URL`
 * (Intercom's loader by default; the local stand-in in development and tests), each with `_<MARKET>` overrides.
 */
export function chatConfig(env: Env, suffix: string): ChatConfigResult {
  const appId = setting(env, 'PUBLIC_INTERCOM_APP_ID', suffix);
  if (!appId) return {config: null, problem: null};
  if (!APP_ID.test(appId)) return {config: null, problem: 'PUBLIC_INTERCOM_APP_ID is not an app id'};
  const base = setting(env, 'PUBLIC_INTERCOM_WIDGET_URL', suffix) ?? INTERCOM_WIDGET_URL;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return {config: null, problem: 'PUBLIC_INTERCOM_WIDGET_URL is not a URL'};
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {config: null, problem: 'PUBLIC_INTERCOM_WIDGET_URL is not http(s)'};
  }
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${appId}`;
  return {config: {vendor: 'intercom', appId, scriptUrl: url.href}, problem: null};
}

/** The origin the widget's script comes from (the policy's script-src needs it). */
export function chatScriptOrigin(config: ChatConfig): string {
  return new URL(config.scriptUrl).origin;
}

export type ChatCustomer = {id: string; email: string; firstName: string | null; lastName: string | null};

/** Intercom's settings: the app, and for a signed-in customer their id, email and name (never anything else). */
export type IntercomSettings = {app_id: string; user_id?: string; email?: string; name?: string};

export function intercomSettings(config: ChatConfig, customer: ChatCustomer | null): IntercomSettings {
  if (!customer) return {app_id: config.appId};
  const name = [customer.firstName, customer.lastName].filter((part) => part && part.trim()).join(' ');
  return {app_id: config.appId, user_id: customer.id, email: customer.email, ...(name ? {name} : {})};
}

/** What /api/account hands the browser: where the widget is and who to tell it about. */
export type ChatBoot = {scriptUrl: string; settings: IntercomSettings};
