// What a request must look like before any route acts on it (README "Limits"): methods, form content types,
// body size, percent-encoding. Pure rules; app/http/request-guard.server.ts applies them to every route.

/** Largest form body we read (urlencoded or multipart): far above any form of ours, far below a worker's memory. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The methods Remix routes take; any other reaches Remix as a GET and is refused with 405 (request-guard). */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'POST']);

export function isRouteMethod(method: string): boolean {
  return ROUTE_METHODS.has(method);
}

/** What a route takes: pages and resource routes GET and HEAD; a route with an action also POST. */
export function allowedMethods(hasAction: boolean): string[] {
  return hasAction ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

export type FormEncoding = 'urlencoded' | 'multipart';

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 2046 §5.1.1: 1 to 70 characters of its alphabet, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The form encoding of a POST body's Content-Type: `application/x-www-form-urlencoded`, or
 * `multipart/form-data` with a valid boundary; parameters such as `charset` are allowed. Anything else is null.
 */
export function formEncodingOf(contentType: string | null): FormEncoding | null {
  const parsed = parseMediaType(contentType ?? '');
  if (!parsed) return null;
  if (parsed.essence === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (parsed.essence !== 'multipart/form-data') return null;
  const boundaries = parsed.parameters.filter(([name]) => name === 'boundary');
  return boundaries.length === 1 && BOUNDARY.test(boundaries[0]![1]) ? 'multipart' : null;
}

/** `application/json` (parameters such as `charset` allowed): taken only by routes that say so (request-guard). */
export function isJsonContentType(contentType: string | null): boolean {
  return parseMediaType(contentType ?? '')?.essence === 'application/json';
}

type MediaType = {essence: string; parameters: [string, string][]};

/** `type/subtype; name=value; name="quoted value"` (RFC 9110 §8.3.1); null when malformed. */
function parseMediaType(header: string): MediaType | null {
  const [essence = '', ...rest] = header.split(';');
  const [type, subtype, extra] = essence.trim().toLowerCase().split('/');
  if (extra !== undefined || !type || !subtype || !TOKEN.test(type) || !TOKEN.test(subtype)) return null;
  const parameters: [string, string][] = [];
  for (const part of rest) {
    if (!part.trim()) continue;
    const equals = part.indexOf('=');
    const name = part.slice(0, equals).trim().toLowerCase();
    let value = part.slice(equals + 1).trim();
    if (equals < 0 || !TOKEN.test(name)) return null;
    if (value.startsWith('"')) {
      if (value.length < 2 || !value.endsWith('"')) return null;
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    } else if (!TOKEN.test(value)) {
      return null;
    }
    parameters.push([name, value]);
  }
  return {essence: `${type}/${subtype}`, parameters};
}

/** A declared Content-Length: bytes, 'invalid' (not a plain decimal), or null when there is none. */
export function declaredLength(header: string | null): number | 'invalid' | null {
  if (header === null) return null;
  const value = header.trim();
  return /^\d{1,15}$/.test(value) ? Number(value) : 'invalid';
}

/** A urlencoded body whose every `%` starts a byte escape and whose escapes spell UTF-8 text. */
export function isWellFormedUrlEncoded(body: string): boolean {
  return body.split('&').every((part) => decodePercent(part.replace(/\+/g, ' ')) !== null);
}

/** Whether any segment of a URL path has malformed percent-encoding (`/de/%zz`, `/%E0%A4%A`). */
export function hasMalformedPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => decodePercent(segment) === null);
}

/**
 * Where a path with a doubled slash (`//search`, `/producten//protein`) is sent: the same path with single slashes,
 * its query kept; null for any other path. Hydrogen's request handler (@shopify/remix-oxygen) answers these with
 * a 301 of its own that drops the query (a shared `//search?q=whey` link landed on an empty search, filters and
 * sort of a collection were lost), so server.ts answers them first. Single slashes never make a `//host`.
 */
export function singleSlashTarget(url: Pick<URL, 'pathname' | 'search'>): string | null {
  return url.pathname.includes('//') ? `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}` : null;
}

/**
 * The path to hand the router: itself, or, when the router could not render it, with each `%` spelled `%25`
 * (read literally: a page no route has, the 404 in the shell). React Router decodes each segment (a `/` stays
 * `%2F`) and reads the path and each of its leading parts as a URL's path; where a segment decodes to a
 * backslash, tab or newline (`/%5C`, `/%09/a%2F`) that is a protocol-relative URL, and with a host no URL
 * takes it throws, so the document could not render at all (Remix's bare "Unexpected Server Error" 500).
 */
export function routablePath(pathname: string): string {
  // A doubled slash is redirected before routing (singleSlashTarget), with the path as it came.
  if (pathname.includes('//')) return pathname;
  // Only an escape can decode to a backslash, tab or newline (the URL parser already dropped or turned raw ones):
  // most requests skip the URL parses below.
  if (!pathname.includes('%')) return pathname;
  const decoded = routerDecoded(pathname);
  const segments = decoded.split('/');
  for (let end = 2; end <= segments.length; end++) {
    // React Router's own reading (encodeLocation): a trailing blank as %20, a path starting `//` as a whole URL.
    const href = segments.slice(0, end).join('/').replace(/ $/, '%20');
    try {
      new URL(href, href.startsWith('//') ? undefined : 'http://localhost');
    } catch {
      return pathname.replace(/%/g, '%25');
    }
  }
  return pathname;
}

/** The path as React Router decodes it: each segment, a `/` kept as `%2F`; all as it is when one does not decode. */
function routerDecoded(pathname: string): string {
  const segments = pathname.split('/').map(decodePercent);
  return segments.every((segment) => segment !== null) ? segments.map((segment) => segment!.replace(/\//g, '%2F')).join('/') : pathname;
}

/**
 * The URL with each `%` of a component that does not decode spelled `%25`: the lenient reading the worker gives a
 * query string (and a path, as a 404), made explicit for a dev server that decodes the URL before the app.
 */
export function withLiteralPercents(url: string): string {
  return url.replace(/[^/?&=#;]+/g, (component) => (decodePercent(component) === null ? component.replace(/%/g, '%25') : component));
}

/** Percent-encoded text decoded, or null when its encoding is malformed (`%ZZ`, a cut-off `%E2%82`). */
export function decodePercent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Body bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return null;
  }
}

/** A form post the browser navigates with (no JavaScript), as opposed to a fetcher's or fetch's request. */
export function isDocumentRequest(request: Request): boolean {
  const destination = request.headers.get('Sec-Fetch-Dest');
  if (destination) return destination === 'document';
  return (request.headers.get('Accept') ?? '').includes('text/html');
}
