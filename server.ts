// Worker entry (Oxygen / workerd): app proxies first, then the Remix app with the market's load context.
// @ts-expect-error virtual module provided by the Remix Vite plugin
import * as remixBuild from 'virtual:remix/server-build';
import {instrumentBuild} from '@sentry/remix/cloudflare';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {proxiedPath, proxyToStorefront} from '~/commerce/proxy.server';
import {createAppLoadContext, loadMarkets} from '~/context.server';
import {resolveMarket} from '~/markets/resolve';
import {marketHosts} from '~/markets/config.server';
import {initWorkerSentry, reportError} from '~/upstream/sentry.server';

// react-datocms's <Image> base64-encodes its (ASCII) sizer SVG with Buffer when rendering on the server; the
// worker runtime has btoa but no Buffer, so that one use gets a btoa-backed stand-in.
if (!('Buffer' in globalThis)) {
  Object.assign(globalThis, {Buffer: {from: (text: string) => ({toString: () => btoa(text)})}});
}

let instrumentedBuild: typeof remixBuild | undefined;

/** With Sentry on, loaders and actions are instrumented by @sentry/remix's workerd entry. */
function buildFor(sentryOn: boolean) {
  if (!sentryOn) return remixBuild;
  instrumentedBuild ??= instrumentBuild(remixBuild);
  return instrumentedBuild;
}

async function handle(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const proxyPath = proxiedPath(url.pathname);
  if (proxyPath) {
    const configs = loadMarkets(env);
    const {market} = resolveMarket(url, marketHosts(configs));
    const config = configs.find((candidate) => candidate.id === market.id)!;
    return proxyToStorefront(request, proxyPath, config.storeDomain);
  }

  const context = await createAppLoadContext(request, env, executionContext);
  const handleRequest = createRequestHandler({
    build: buildFor(Boolean(env.SENTRY_DSN)),
    mode: process.env.NODE_ENV,
    getLoadContext: () => context,
  });
  return handleRequest(request);
}

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    initWorkerSentry(env);
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
  },
};
