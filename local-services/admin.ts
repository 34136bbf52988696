// Request counters and fault injection for the local services, reached on /__admin/*.
// Tests use them to prove retries, caching (zero upstream calls when warm) and fallbacks.

export type ServiceName = 'storefront' | 'datocms' | 'datocms-cma' | 'images' | 'videos' | 'proxy' | 'sentry' | 'yotpo' | 'forms' | 'trustpilot' | 'chat' | 'tags';

/**
 * 200s that are no GraphQL answer, as a proxy, a CDN or a half-closed connection in front of the API produces
 * them, each sent as `application/json`: JSON cut off, an empty body, `{}`, `{"data":null}`, a `data` string,
 * a bare `null`, and `errors` as a string instead of a list. (`non-json`, an HTML page, is the oldest of them.)
 */
const MALFORMED_JSON = {
  'truncated-json': '{"data":{"product":{"id":"gid://shopify/Product/1","tit',
  empty: '',
  'no-data': '{}',
  'null-data': '{"data":null}',
  'data-string': '{"data":"unavailable"}',
  'null-body': 'null',
  'errors-string': '{"errors":"Internal error. Looks like something went wrong on our end."}',
} as const;
type MalformedJson = keyof typeof MALFORMED_JSON;

/** 429, 500 and timeout are the hosted APIs' own failures; the rest are 200s that are no GraphQL answer. */
export const FAULT_KINDS = ['429', '500', 'timeout', 'non-json', ...(Object.keys(MALFORMED_JSON) as MalformedJson[])] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const MALFORMED_FAULT_KINDS = FAULT_KINDS.filter((kind) => !['429', '500', 'timeout'].includes(kind));

type Fault = {kind: FaultKind; remaining: number};

export type Admin = {
  count(service: ServiceName, key: string): void;
  takeFault(service: ServiceName): FaultKind | undefined;
  handle(request: Request): Promise<Response>;
};

/** `onReset`: state a service keeps beyond counters and faults, put back by /__admin/reset. */
export function createAdmin(options: {onReset?: () => void} = {}): Admin {
  let counters: Record<string, Record<string, number>> = {};
  let faults: Partial<Record<ServiceName, Fault[]>> = {};

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

  return {
    count(service, key) {
      const byKey = (counters[service] ??= {});
      byKey[key] = (byKey[key] ?? 0) + 1;
      byKey.total = (byKey.total ?? 0) + 1;
    },
    takeFault(service) {
      const queue = faults[service];
      const next = queue?.[0];
      if (!next) return undefined;
      next.remaining -= 1;
      if (next.remaining <= 0) queue.shift();
      return next.kind;
    },
    async handle(request) {
      const {pathname} = new URL(request.url);
      if (pathname === '/__admin/counters' && request.method === 'GET') return json(counters);
      if (pathname === '/__admin/reset' && request.method === 'POST') {
        counters = {};
        faults = {};
        options.onReset?.();
        return json({ok: true});
      }
      if (pathname === '/__admin/faults' && request.method === 'POST') {
        const body = (await request.json().catch(() => null)) as
          | {service?: ServiceName; kind?: FaultKind; count?: number}
          | null;
        if (!body?.service || !body.kind || !FAULT_KINDS.includes(body.kind)) {
          return json({error: `expected {service, kind: ${FAULT_KINDS.join('|')}, count}`}, 400);
        }
        (faults[body.service] ??= []).push({kind: body.kind, remaining: Math.max(1, body.count ?? 1)});
        return json({ok: true, faults});
      }
      return json({error: 'Not Found'}, 404);
    },
  };
}

/** The answer a service gives when a fault is injected, shaped like the hosted API's own failures. */
export async function faultResponse(kind: FaultKind): Promise<Response> {
  switch (kind) {
    case '429':
      return new Response(JSON.stringify({errors: 'Throttled'}), {
        status: 429,
        headers: {'content-type': 'application/json', 'retry-after': '1', 'x-ratelimit-reset': '1'},
      });
    case '500':
      return new Response(JSON.stringify({errors: 'An unexpected error occurred'}), {
        status: 500,
        headers: {'content-type': 'application/json'},
      });
    case 'timeout':
      // Long enough for any client timeout in tests to fire; the socket is then closed by the client.
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      return new Response('Gateway Timeout', {status: 504});
    case 'non-json':
      return new Response('<html><body>Bad gateway</body></html>', {
        status: 200,
        headers: {'content-type': 'text/html'},
      });
    default:
      return new Response(MALFORMED_JSON[kind], {status: 200, headers: {'content-type': 'application/json'}});
  }
}
