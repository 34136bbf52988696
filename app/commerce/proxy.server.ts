// Spec §2: /a, /apps and /tools under each locale (and unprefixed for the Dutch market) belong to the
// storefront platform (app proxies). They are forwarded to the market's store domain with method, query and a
// bounded body kept, under the rules of ./proxy-rules.ts (no cookies either way, our own headers and policy).
import {logFor} from '~/observability/log.server';
import {LOCALE_PREFIXES} from '~/markets/markets';
import {
  isContainedProxyPath,
  isProxyMethod,
  PROXY_BODY_LIMIT,
  PROXY_METHODS,
  proxiedResponseHeaders,
  upstreamRequestHeaders,
} from './proxy-rules';

const PROXY_PATH = new RegExp(`^(?:/(?:${LOCALE_PREFIXES.join('|')}))?(/(?:a|apps|tools)(?:/.*)?)$`, 'i');

/** The platform path for a proxied request (locale prefix removed), or null when it is ours. */
export function proxiedPath(pathname: string): string | null {
  return PROXY_PATH.exec(pathname)?.[1] ?? null;
}

export function storeOrigin(storeDomain: string): string {
  return storeDomain.includes('://') ? storeDomain.replace(/\/+$/, '') : `https://${storeDomain}`;
}

export type ProxySettings = {
  storeDomain: string;
  /** The market's configured site origin: what the upstream is told our host is, and where relative redirects land. */
  siteOrigin: string;
  /** Every market's site origin: where an upstream redirect may lead. */
  ownOrigins: readonly string[];
  /** The policy of proxied documents (our allow-list without a nonce: no inline script runs). */
  contentSecurityPolicy: string;
  /** What a refusal of ours says, in the market's language (app/http/status-text.ts). */
  words: (status: number) => string;
};

export async function proxyToStorefront(request: Request, path: string, settings: ProxySettings): Promise<Response> {
  if (!isProxyMethod(request.method)) {
    return plain(405, settings.words(405), {Allow: PROXY_METHODS.join(', ')});
  }
  const url = new URL(request.url);
  const target = new URL(path + url.search, storeOrigin(settings.storeDomain));
  if (!isContainedProxyPath(path) || !isContainedProxyPath(target.pathname)) return plain(404, settings.words(404));

  const body = request.method === 'POST' ? await boundedBody(request) : undefined;
  if (body === null) return plain(413, settings.words(413));

  const upstream = await fetch(target, {
    method: request.method,
    headers: upstreamRequestHeaders(request.headers, {
      siteOrigin: settings.siteOrigin,
      buyerIp: request.headers.get('oxygen-buyer-ip'),
    }),
    body,
    redirect: 'manual',
  });
  const answer = proxiedResponseHeaders(upstream, {
    requestUrl: `${settings.siteOrigin}${url.pathname}${url.search}`,
    ownOrigins: settings.ownOrigins,
    contentSecurityPolicy: settings.contentSecurityPolicy,
  });
  if ('refused' in answer) {
    await upstream.body?.cancel();
    logFor(request).warn(`[proxy] ${path}: ${answer.refused}`);
    return plain(502, settings.words(502));
  }
  return new Response(upstream.body, {status: answer.status, statusText: upstream.statusText, headers: answer.headers});
}

/** The request body, or null when it is larger than PROXY_BODY_LIMIT (declared or actual). */
async function boundedBody(request: Request): Promise<ArrayBuffer | null> {
  if (Number(request.headers.get('content-length') ?? 0) > PROXY_BODY_LIMIT) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PROXY_BODY_LIMIT) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers},
  });
}
