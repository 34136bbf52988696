// The app proxy's rules (spec §2: /a, /apps and /tools belong to the storefront platform), as Shopify's own
// app proxy promises them: the shopper's cookies and credentials never go upstream, the upstream never sets a
// cookie or a policy on our origin, only GET, HEAD and POST pass, and nothing is publicly cached unless the
// upstream says so for an answer without cookies. Pure, so each rule has a unit test; proxy.server.ts applies them.

export const PROXY_METHODS = ['GET', 'HEAD', 'POST'] as const;
/** Request bodies the proxy forwards (forms and small JSON posts of app widgets). */
export const PROXY_BODY_LIMIT = 1024 * 1024;
/** What a proxied answer gets unless the upstream marks it public and sets no cookie. */
export const PROXY_NO_STORE = 'private, no-store';

export function isProxyMethod(method: string): boolean {
  return (PROXY_METHODS as readonly string[]).includes(method);
}

const PROXY_PREFIX = /^\/(?:a|apps|tools)(?:\/|$)/i;

/**
 * The platform path is forwarded only when it stays under /a, /apps or /tools for whoever decodes it next: no
 * dot segment and no slash or backslash hidden in a segment, in any percent-encoding (`%2e%2e`, `%252f`, ...).
 */
export function isContainedProxyPath(path: string): boolean {
  if (!PROXY_PREFIX.test(path)) return false;
  return path.split('/').every((segment) => {
    const decoded = decodedFully(segment);
    // `..;x` and `.. ` are `..` to servers that drop path parameters or trailing blanks.
    const name = decoded?.split(';')[0]!.trim();
    return decoded !== null && name !== '.' && name !== '..' && !/[\\/\u0000]/.test(decoded);
  });
}

/** A segment percent-decoded until it stops changing (double encoding included); null when malformed. */
function decodedFully(segment: string): string | null {
  let current = segment;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

// Request headers that never go upstream: the shopper's credentials, hop-by-hop headers, what our edge
// (Oxygen, Cloudflare, Miniflare) or a client says about hosts, addresses and schemes (we set our own
// X-Forwarded-*), and what would let an upstream framework take another method or path than the one that passed
// our rules (method overrides, original-URL headers).
const NOT_FORWARDED = [
  /^cookie2?$/,
  /^authorization$/,
  /^proxy-/,
  /^(?:connection|keep-alive|te|trailer|transfer-encoding|upgrade|expect|host|content-length)$/,
  /^(?:forwarded|x-forwarded-.*|via|cdn-loop)$/,
  /^(?:x-original-host|x-host|x-forwarded)$/,
  // Any claim of the client's address: x-real-ip, client-ip, fastly-client-ip, x-remote-addr, x-azure-clientip...
  /(?:^|-)(?:ip|ips|addr|clientip|userip)$/,
  /(?:^|-)(?:external|remote|client|peer)-address$/,
  /^(?:front-end-https|x-url-scheme|x-scheme|x-https)$/,
  /^x-(?:http-)?method(?:-override)?$/,
  /^(?:x-)?(?:original|rewrite|request)-ur[il]$/,
  /^destination$/,
  /^(?:cf-|oxygen-|mf-|x-shopify-|shopify-)/,
];

export type ForwardedFor = {
  /** The market's configured site origin, e.g. https://www.originalfuel.de (never the request's Host). */
  siteOrigin: string;
  /** The shopper's IP as our edge reported it (Oxygen's `oxygen-buyer-ip`), if any. */
  buyerIp?: string | null;
};

/** The headers sent upstream: the request's own, minus NOT_FORWARDED and what its Connection names. */
export function upstreamRequestHeaders(headers: Headers, forwarded: ForwardedFor): Headers {
  const named = new Set((headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()));
  const result = new Headers();
  headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (!named.has(key) && !NOT_FORWARDED.some((pattern) => pattern.test(key))) result.append(name, value);
  });
  const site = new URL(forwarded.siteOrigin);
  result.set('X-Forwarded-Host', site.host);
  result.set('X-Forwarded-Proto', site.protocol.replace(':', ''));
  if (forwarded.buyerIp) result.set('X-Forwarded-For', forwarded.buyerIp);
  return result;
}

// Response headers that describe the content; everything else an upstream sends (Set-Cookie, policies such as
// CSP, HSTS, CORS, Clear-Site-Data, Permissions-Policy, Refresh, Link, Alt-Svc, reporting endpoints, custom
// X- headers) is dropped, so no header can act on our origin. Location, Cache-Control and the policy are ours.
const PASSED = new Set([
  'content-type',
  'content-language',
  'content-disposition',
  'content-encoding',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'vary',
  'retry-after',
  'allow',
  'date',
]);
/** Kept only with a public Cache-Control: they describe a shared copy's age. */
const PASSED_WHEN_PUBLIC = new Set(['expires', 'age']);

/** The upstream's Cache-Control when it is public and the answer sets no cookie; else private, no-store. */
export function proxiedCacheControl(upstream: Headers): string {
  const value = upstream.get('cache-control')?.trim() ?? '';
  const directives = value.toLowerCase().split(',').map((directive) => directive.trim().split('=')[0]);
  const isPublic = directives.includes('public') && !directives.some((d) => d === 'private' || d === 'no-store');
  const setsCookie = upstream.has('set-cookie') || upstream.has('set-cookie2');
  return isPublic && !setsCookie ? value : PROXY_NO_STORE;
}

/**
 * Where a redirect may lead: a relative reference or one of our own site origins, resolved as a browser
 * would (`//host`, `/\host`, `https:host`, tabs and newlines included). Returns the Location to send, or null.
 */
export function proxiedLocation(location: string, requestUrl: string, ownOrigins: readonly string[]): string | null {
  let resolved: URL;
  try {
    resolved = new URL(location, requestUrl);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(resolved.origin)) return null;
  // Same origin as the page asked for: a path, so the browser stays on the host it is on.
  return resolved.origin === new URL(requestUrl).origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
}

export type ProxiedAnswer = {status: number; headers: Headers} | {refused: string};

/**
 * The headers we send for an upstream answer, or why it is refused (a redirect off our sites). `requestUrl` is
 * the shopper's URL on our configured origin; `contentSecurityPolicy` the policy proxied documents get.
 */
export function proxiedResponseHeaders(
  upstream: {status: number; headers: Headers},
  options: {requestUrl: string; ownOrigins: readonly string[]; contentSecurityPolicy: string},
): ProxiedAnswer {
  const cacheControl = proxiedCacheControl(upstream.headers);
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (PASSED.has(key) || (cacheControl !== PROXY_NO_STORE && PASSED_WHEN_PUBLIC.has(key))) headers.append(name, value);
  });
  headers.set('Cache-Control', cacheControl);
  headers.set('Content-Security-Policy', options.contentSecurityPolicy);

  const location = upstream.headers.get('location');
  if (location !== null) {
    const safe = proxiedLocation(location, options.requestUrl, options.ownOrigins);
    const isRedirect = upstream.status >= 300 && upstream.status < 400;
    if (safe === null && isRedirect) return {refused: 'the app redirected to another site'};
    if (safe !== null) headers.set('Location', safe);
  }
  return {status: upstream.status, headers};
}
