// Cross-site request forgery guard: state-changing requests (anything but GET/HEAD) must come from our own
// pages. Browsers say where a request comes from in Sec-Fetch-Site (all current ones) and Origin (every
// POST from a form or fetch); a request with neither (curl, server-to-server, very old browsers) carries no
// shopper's cookies by accident and is let through.

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export type OriginCheck = {method: string; url: string; headers: Pick<Headers, 'get'>};

/**
 * Why the request is refused, or null when it may go on.
 * - `Sec-Fetch-Site: cross-site` is always refused (another site's page sent it);
 * - otherwise an `Origin` that is neither the request's own origin nor https on one of our market hosts
 *   (`MARKET_HOST_*`; fr-be shares the Belgian host) is refused (this also covers `Origin: null`).
 */
export function crossSiteRefusal(request: OriginCheck, marketHosts: readonly string[] = []): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (request.headers.get('Sec-Fetch-Site')?.trim().toLowerCase() === 'cross-site') {
    return 'cross-site request';
  }
  const origin = request.headers.get('Origin')?.trim();
  if (!origin) return null;
  if (origin === new URL(request.url).origin) return null;
  if (marketHosts.some((host) => origin === `https://${host.toLowerCase()}`)) return null;
  return 'request from another origin';
}

/** The answer to a refused request: short, plain and never cached. */
export function forbiddenResponse(reason: string): Response {
  return new Response(`Forbidden: ${reason}.\n`, {
    status: 403,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
