import type {AppLoadContext, EntryContext, HandleErrorFunction} from '@shopify/remix-oxygen';
import {logFor} from '~/observability/log.server';
import {isRouteErrorResponse, RemixServer} from '@remix-run/react';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {renderToString} from 'react-dom/server';
import {markupStoreFor, MarkupKeeperContext} from '~/http/kept-markup';
import {stableRouteModules} from '~/http/route-modules';
import {withoutUnhydrated} from '~/http/unhydrated';
import {memorySeconds} from '~/upstream/memory-cache';
import {contentSecurityPolicy} from '~/security/csp';
import {NonceContext} from '~/security/nonce';
import {setSecurityHeaders} from '~/security/headers';
import {sentryHandleError} from '@sentry/remix/cloudflare';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const {nonce, header, NonceProvider} = createContentSecurityPolicy(contentSecurityPolicy(context));
  // Data of parts rendered here but hydrated only when the shopper comes near them stays out of the document.
  remixContext.serverHandoffString = withoutUnhydrated(remixContext.serverHandoffString ?? '');
  // The same route-module table on every render, so the server routes Remix and React Router derive from it are
  // built, converted and ranked once per build instead of once per document (app/http/route-modules.ts).
  remixContext.routeModules = stableRouteModules(remixContext.manifest.routes, remixContext.routeModules);

  // Rendered to one string, not with React's stream: our loaders await everything a page shows (nothing is
  // deferred), and React 18's stream encodes every piece of markup on its own (a TextEncoder call per text and
  // attribute), about a fifth of a product page's render time in workerd. A section that throws inside its Suspense boundary (SectionBoundary) is still left for the
  // browser to render, as in the stream; a shell that cannot render throws here and Remix answers 500.
  // Parts that keep their markup for a few seconds (app/http/kept-markup.ts), not while previewing drafts.
  const keeper = markupStoreFor(memorySeconds(context.env?.MEMORY_CACHE_SECONDS)).keeper({off: context.preview});
  const html = renderToString(
    // Hydrogen's provider for Hydrogen's components, ours for the shell (app/security/nonce.tsx).
    <NonceProvider>
      <NonceContext.Provider value={nonce}>
        <MarkupKeeperContext.Provider value={keeper}>
          <RemixServer context={remixContext} url={request.url} />
        </MarkupKeeperContext.Provider>
      </NonceContext.Provider>
    </NonceProvider>,
  );
  keeper.keepFrom(html, nonce);

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The nonce'd policy from the allow-list (app/security/csp.ts) plus the headers every response gets.
  setSecurityHeaders(responseHeaders, new URL(request.url), header);
  return new Response(inChunks(`<!DOCTYPE html>${html}`), {headers: responseHeaders, status: responseStatusCode});
}

const CHUNK_BYTES = 16_384;

/**
 * The document as a stream of 16 KB pieces, not one string body: under 50 concurrent connections workerd sent
 * some 180 KB string bodies seconds late or reset the connection (p99 8 s, 1-2% of requests failed in the
 * soak of `npm run bench`); the same bytes as a stream went out like React's stream did (p99 under 1 s, none
 * failed). Encoded once, which is what made rendering to a string the faster path.
 */
function inChunks(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += CHUNK_BYTES) controller.enqueue(bytes.subarray(at, at + CHUNK_BYTES));
      controller.close();
    },
  });
}

/**
 * Errors thrown in loaders, actions and rendering: the worker log keeps the whole error with its stack, Sentry
 * gets it (a no-op without a DSN); the browser only ever sees "Unexpected Server Error" (server.ts runs Remix in
 * production mode). Aborted requests (the shopper went away) and Remix's own 4xx answers are not errors.
 */
export const handleError: HandleErrorFunction = (error, args) => {
  const refused = isRouteErrorResponse(error) && error.status < 500;
  if (!args.request.signal.aborted && !refused) logFor(args.request).error(error);
  sentryHandleError(error, args);
};
