// Security headers of every response the worker makes: documents (app/entry.server.tsx, with the CSP) and
// everything else (server.ts: data requests, resource routes, redirects, the app proxy, error answers).

/** Two years, subdomains included (the market hosts' preload-ready value). */
export const HSTS = 'max-age=63072000; includeSubDomains';

const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\])$/i;

/**
 * "Production" for HSTS: the request reached us over https on a real host. Oxygen terminates TLS and hands the
 * worker the https URL the shopper used; `npm run dev`, `npm run preview` and the tests run on
 * http://localhost, where HSTS would pin the browser to https for a host that has none.
 */
export function isProductionRequest(url: URL): boolean {
  return url.protocol === 'https:' && !LOOPBACK.test(url.hostname);
}

/** The headers every response gets. */
export function securityHeaders(url: URL): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Old browsers that ignore CSP frame-ancestors (documents carry `frame-ancestors 'none'`).
    'X-Frame-Options': 'DENY',
    ...(isProductionRequest(url) ? {'Strict-Transport-Security': HSTS} : {}),
  };
}

/** Sets the security headers (and, for documents, the Content-Security-Policy) on `headers`. */
export function setSecurityHeaders(headers: Headers, url: URL, contentSecurityPolicy?: string): Headers {
  for (const [name, value] of Object.entries(securityHeaders(url))) headers.set(name, value);
  if (contentSecurityPolicy) headers.set('Content-Security-Policy', contentSecurityPolicy);
  return headers;
}

/** The response with the security headers; a copy when its headers are immutable (e.g. fetch answers). */
export function withSecurityHeaders(response: Response, url: URL): Response {
  try {
    setSecurityHeaders(response.headers, url);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    setSecurityHeaders(copy.headers, url);
    return copy;
  }
}
