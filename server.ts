// Worker entry (Oxygen / workerd): app proxies first, then the Remix app with the market's load context.
// @ts-expect-error virtual module provided by the Remix Vite plugin
import * as remixBuild from 'virtual:remix/server-build';
import {instrumentBuild} from '@sentry/remix/cloudflare';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {proxiedPath, proxyToStorefront} from '~/commerce/proxy.server';
import {createAppLoadContext, loadMarkets, type AppLoadContext} from '~/context.server';
import {withDegradedCacheControl, withErrorCacheControl, withPrivateCacheControl} from '~/http/cache-control';
import {isPreviewLinksPath, previewLinksPreflight} from '~/content/preview-links.server';
import {withPreviewQueries} from '~/content/preview-queries.server';
import {withPageCachingForData} from '~/http/data-cache.server';
import {withBuildVersion} from '~/http/build-version';
import {withWordedErrors} from '~/http/error-answers.server';
import {statusText} from '~/http/status-text';
import {withClearedCookies} from '~/http/request-cookies.server';
import {reusableHandler} from '~/http/request-handler.server';
import {standardUrlRedirect, withStorefrontRedirect} from '~/http/shopify-urls.server';
import {admitMethod, withRequestGuard} from '~/http/request-guard.server';
import {routablePath, singleSlashTarget} from '~/http/request-rules';
import {resolveMarket} from '~/markets/resolve';
import {marketHosts} from '~/markets/config.server';
import {initWorkerSentry, reportError} from '~/upstream/sentry.server';
import {cspSettings, proxiedDocumentPolicy} from '~/security/csp';
import {withSecurityHeaders} from '~/security/headers';
import {stringsFor} from '~locales/index';
import {crossSiteRefusal, forbiddenResponse} from '~/security/origin';
import {withUnavailablePages} from '~/upstream/unavailable.server';
import {requestLogger} from '~/observability/log.server';
import {requestIdFor, withRequestId, withRequestIdHeader} from '~/observability/request-id';

// react-datocms's <Image> base64-encodes its (ASCII) sizer SVG with Buffer when rendering on the server; the
// worker runtime has btoa but no Buffer, so that one use gets a btoa-backed stand-in.
if (!('Buffer' in globalThis)) {
  Object.assign(globalThis, {Buffer: {from: (text: string) => ({toString: () => btoa(text)})}});
}

// @shopify/remix-oxygen makes `Error.prototype.toString` return the stack (for its logs). Remix puts
// `String(error)` of its own error responses into pages and loader data, so that would hand server file paths
// to the browser: errors print as the language defines again (the worker log keeps stacks: console.error).
Error.prototype.toString = function toString(this: Error) {
  const name = this.name === undefined ? 'Error' : String(this.name);
  const message = this.message === undefined ? '' : String(this.message);
  return name && message ? `${name}: ${message}` : name || message;
};

let instrumentedBuild: typeof remixBuild | undefined;

/**
 * With Sentry on, loaders and actions are instrumented by @sentry/remix's workerd entry. Either way an upstream
 * outage answers 503 (app/upstream/unavailable.server.ts); that wrapper sits outside Sentry's, so the 503 is
 * not reported a second time (the clients report an outage once, after their retries). Outermost, the request
 * guard refuses bad paths, methods and bodies before any of them runs (app/http/request-guard.server.ts).
 */
function buildFor(sentryOn: boolean) {
  if (!sentryOn) return withRequestGuard(withUnavailablePages(withPreviewQueries(remixBuild)));
  instrumentedBuild ??= instrumentBuild(remixBuild);
  return withRequestGuard(withUnavailablePages(withPreviewQueries(instrumentedBuild)));
}

// One handler per build, made on first use (app/http/request-handler.server.ts). Production mode in `npm run dev`
// too: Remix then sends the browser "Unexpected Server Error" instead of an error's message and stack;
// entry.server's handleError logs the whole error in the worker.
const remixHandlers = new Map([false, true].map((sentryOn) => [sentryOn, remixHandlerFor(sentryOn)]));

function remixHandlerFor(sentryOn: boolean) {
  return reusableHandler<AppLoadContext>((getLoadContext) =>
    createRequestHandler({build: buildFor(sentryOn), mode: 'production', getLoadContext}),
  );
}

async function handle(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // DatoCMS's Web Previews plugin calls the preview-links endpoint from its own origin (CORS): it reads no
  // cookie, sets none and answers only to the preview secret (app/content/preview-links.server.ts).
  const previewLinks = isPreviewLinksPath(url.pathname);
  if (previewLinks && request.method === 'OPTIONS') return previewLinksPreflight();
  // Cross-site form posts and fetches are refused before anything acts on the shopper's cookies (app proxy
  // included). Our market hosts may post to each other.
  const refusal = previewLinks ? null : crossSiteRefusal(request, Object.values(marketHosts(loadMarkets(env))));
  if (refusal) return forbiddenResponse(refusal);

  const proxyPath = proxiedPath(url.pathname);
  if (proxyPath) {
    const configs = loadMarkets(env);
    const {market} = resolveMarket(url, marketHosts(configs));
    const config = configs.find((candidate) => candidate.id === market.id)!;
    return proxyToStorefront(request, proxyPath, {
      storeDomain: config.storeDomain,
      siteOrigin: config.site.origin,
      ownOrigins: configs.map((candidate) => candidate.site.origin),
      contentSecurityPolicy: proxiedDocumentPolicy(cspSettings(config, env)),
      words: (status) => statusText(status, stringsFor(config)).body,
    });
  }

  // Before Hydrogen's handler, whose own 301 for a doubled slash drops the query (request-rules.ts).
  const singleSlashes = singleSlashTarget(url);
  if (singleSlashes) return new Response(null, {status: 301, headers: {Location: singleSlashes, 'Cache-Control': 'no-store'}});
  const admitted = admitMethod(routableRequest(request, url));
  const context = await createAppLoadContext(admitted.request, env, executionContext, admitted.method);
  // Shopify's standard URLs (/collections/..., /pages/..., /account/... in the market's words) are 301s to our
  // pages; a 404 is tried against the shop's URL redirects before it is answered (issue 14).
  const standard = standardUrlRedirect(admitted.request, context.http.method, context.routing);
  if (standard) return withClearedCookies(standard, context.http.clearCookies);
  const handleRequest = remixHandlers.get(Boolean(env.SENTRY_DSN))!;
  // Loader data is stored like its page's document (Remix gives it no Cache-Control). Cookies that failed their
  // check are cleared in whatever the request is answered with; errors, and pages built while an upstream call
  // failed, are never stored.
  const handled = await handleRequest(admitted.request, context);
  const answer = withWordedErrors(await withStorefrontRedirect(handled, admitted.request, context.http.method, context.storefront), context);
  const cached = withPageCachingForData(answer, admitted.request, context.http.method, remixBuild.routes, context.routing.pathLocale);
  const data = withBuildVersion(cached, admitted.request, remixBuild.assets.version);
  const committed = await withCommittedSession(data, context);
  const response = withClearedCookies(committed, context.http.clearCookies);
  const stored = withErrorCacheControl(withDegradedCacheControl(response, context.http.upstreamFailures, context.log));
  // A page with drafts is the editor's alone: no cache keeps it, Oxygen's included (documents and data alike).
  return context.preview ? withPrivateCacheControl(stored) : stored;
}

/** The request with a path React Router can render (app/http/request-rules.ts routablePath); most are as they came. */
function routableRequest(request: Request, url: URL): Request {
  const pathname = routablePath(url.pathname);
  if (pathname === url.pathname) return request;
  const routable = new URL(url);
  routable.pathname = pathname;
  return new Request(routable, request);
}

/** A route that signed the customer in or out (or found the session expired) gets the session cookie set. */
async function withCommittedSession(response: Response, context: AppLoadContext): Promise<Response> {
  if (!context.session.isPending) return response;
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', await context.session.commit());
  answer.headers.set('Cache-Control', 'private, no-store');
  answer.headers.delete('Oxygen-Cache-Control');
  return answer;
}

export default {
  async fetch(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    initWorkerSentry(env);
    // One id per request (Oxygen's, Cloudflare's, else a fresh one): the app reads it from the request's
    // X-Request-Id, every log line and Sentry report carries it, and the answer hands it back for support.
    const requestId = requestIdFor(incoming.headers);
    const request = withRequestId(incoming, requestId);
    // Every answer (documents, data, resource routes, redirects, proxy, errors) gets the security headers;
    // documents get their Content-Security-Policy in app/entry.server.tsx.
    const response = withSecurityHeaders(await respond(request, env, executionContext, requestId), new URL(request.url));
    return withRequestIdHeader(response, requestId);
  },
};

async function respond(request: Request, env: Env, executionContext: ExecutionContext, requestId: string): Promise<Response> {
  try {
    return await handle(request, env, executionContext);
  } catch (error) {
    reportError(error, executionContext.waitUntil.bind(executionContext), undefined, requestId);
    // Only failures outside Remix land here (e.g. a market missing its settings): say what is wrong.
    requestLogger(requestId).error(error);
    const message = error instanceof Error ? error.message : 'An unexpected error occurred';
    return new Response(`Service unavailable: ${message}`, {
      status: 503,
      headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'},
    });
  }
}
