// README "Observability": one id per request, in every log line, every error report and the response's
// X-Request-Id header, so support can find a shopper's request in Oxygen's (or Cloudflare's) logs and in Sentry.

/** The response header that hands the id to the shopper (support asks for it). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Headers the platform sets on every request, in order: Oxygen's request id (`request-id`, which MiniOxygen also
 * sets in `npm run dev`/`preview`, which Hydrogen sends the Storefront API as the request group and the subrequest
 * profiler groups by), `oxygen-request-id`, then Cloudflare's ray id (Workers). Our own X-Request-Id is never read
 * from a request: a client could choose it.
 */
export const PLATFORM_REQUEST_ID_HEADERS = ['request-id', 'oxygen-request-id', 'cf-ray'] as const;

// What a request id may look like in a log line: no spaces, quotes or line breaks a client could inject.
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The platform's id for this request when it gives a usable one, else a fresh UUID. */
export function requestIdFor(headers: Headers, generate: () => string = () => crypto.randomUUID()): string {
  for (const name of PLATFORM_REQUEST_ID_HEADERS) {
    const value = headers.get(name)?.trim();
    if (value && SAFE_ID.test(value)) return value;
  }
  return generate();
}

/** The request as the app sees it: the id set in its X-Request-Id header (replacing any the client sent). */
export function withRequestId(request: Request, requestId: string): Request {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  return new Request(request, {headers});
}

/** The id server.ts put on the request (a request that did not pass through it has none). */
export function requestIdOf(request: Pick<Request, 'headers'>): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

/** The response with the id in its X-Request-Id header. */
export function withRequestIdHeader(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    // Immutable headers (a response straight from fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}
