// Spec §2: /a, /apps and /tools under each locale (and unprefixed for the Dutch market) belong to the
// storefront platform (app proxies). They are forwarded to the market's store domain with method, query and
// body kept and hop-by-hop headers dropped.
import {LOCALE_PREFIXES} from '~/markets/markets';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

const PROXY_PATH = new RegExp(`^(?:/(?:${LOCALE_PREFIXES.join('|')}))?(/(?:a|apps|tools)(?:/.*)?)$`, 'i');

/** The platform path for a proxied request (locale prefix removed), or null when it is ours. */
export function proxiedPath(pathname: string): string | null {
  return PROXY_PATH.exec(pathname)?.[1] ?? null;
}

function withoutHopByHop(headers: Headers): Headers {
  const result = new Headers(headers);
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) if (name) result.delete(name);
  return result;
}

export function storeOrigin(storeDomain: string): string {
  return storeDomain.includes('://') ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
}

export async function proxyToStorefront(request: Request, path: string, storeDomain: string): Promise<Response> {
  const url = new URL(request.url);
  const target = new URL(path + url.search, storeOrigin(storeDomain));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await fetch(target, {
    method: request.method,
    headers: withoutHopByHop(request.headers),
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
  });
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: withoutHopByHop(upstream.headers),
  });
}
