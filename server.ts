// Worker entry (Oxygen / workerd): app proxies first, then the Remix app with the market's load context.
// @ts-expect-error virtual module provided by the Remix Vite plugin
import * as remixBuild from 'virtual:remix/server-build';
import {instrumentBuild} from '@sentry/remix/cloudflare';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {proxiedPath, proxyToStorefront} from '~/commerce/proxy.server';
import {createAppLoadContext, loadMarkets} from '~/context.server';
import {withErrorCacheControl} from '~/http/cache-control';
import {resolveMarket} from '~/markets/resolve';
import {marketHosts} from '~/markets/config.server';
import {initWorkerSentry, reportError} from '~/upstream/sentry.server';
import {cspSettings, proxiedDocumentPolicy} from '~/security/csp';
import {withSecurityHeaders} from '~/security/headers';
import {crossSiteRefusal, forbiddenResponse} from '~/security/origin';
import {withUnavailablePages} from '~/upstream/unavailable.server';

// react-datocms's <Image> base64-encodes its (ASCII) sizer SVG with Buffer when rendering on the server; the
// worker runtime has btoa but no Buffer, so that one use gets a btoa-backed stand-in.
if (!('Buffer' in globalThis)) {
  Object.assign(globalThis, {Buffer: {from: (text: string) => ({toString: () => btoa(text)})}});
}

let instrumentedBuild: typeof remixBuild | undefined;

/**
 * With Sentry on, loaders and actions are instrumented by @sentry/remix's workerd entry. Either way an upstream
 * outage answers 503 (app/upstream/unavailable.server.ts); that wrapper sits outside Sentry's, so the 503 is
 * not reported a second time (the clients report an outage once, after their retries).
 */
function buildFor(sentryOn: boolean) {
  if (!sentryOn) return withUnavailablePages(remixBuild);
  instrumentedBuild ??= instrumentBuild(remixBuild);
  return withUnavailablePages(instrumentedBuild);
}

async function handle(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // Cross-site form posts and fetches are refused before anything acts on the shopper's cookies (app proxy
  // included). Our market hosts may post to each other.
  const refusal = crossSiteRefusal(request, Object.values(marketHosts(loadMarkets(env))));
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
    });
  }

  const context = await createAppLoadContext(request, env, executionContext);
  const handleRequest = createRequestHandler({
    build: buildFor(Boolean(env.SENTRY_DSN)),
    mode: process.env.NODE_ENV,
    getLoadContext: () => context,
  });
  return withErrorCacheControl(await handleRequest(request));
}

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    initWorkerSentry(env);
    // Every answer (documents, data, resource routes, redirects, proxy, errors) gets the security headers;
    // documents get their Content-Security-Policy in app/entry.server.tsx.
    return withSecurityHeaders(await respond(request, env, executionContext), new URL(request.url));
  },
};

async function respond(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  try {
    return await handle(request, env, executionContext);
  } catch (error) {
    reportError(error, executionContext.waitUntil.bind(executionContext));
    // Only failures outside Remix land here (e.g. a market missing its settings): say what is wrong.
    console.error(error);
    const message = error instanceof Error ? error.message : 'An unexpected error occurred';
    return new Response(`Service unavailable: ${message}`, {
      status: 503,
      headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store'},
    });
  }
}
