import type {AppLoadContext, EntryContext, HandleErrorFunction} from '@shopify/remix-oxygen';
import {isRouteErrorResponse, RemixServer} from '@remix-run/react';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import isbot from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
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

  const body = await renderToReadableStream(
    // Hydrogen's provider for Hydrogen's components, ours for the shell (app/security/nonce.tsx).
    <NonceProvider>
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} />
      </NonceContext.Provider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      // Errors inside Suspense boundaries are logged and retried in the browser; a shell that cannot render
      // rejects this promise instead, and Remix answers 500.
      onError(error) {
        console.error(error);
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The nonce'd policy from the allow-list (app/security/csp.ts) plus the headers every response gets.
  setSecurityHeaders(responseHeaders, new URL(request.url), header);
  return new Response(body, {headers: responseHeaders, status: responseStatusCode});
}

/**
 * Errors thrown in loaders, actions and rendering: the worker log keeps the whole error with its stack, Sentry
 * gets it (a no-op without a DSN); the browser only ever sees "Unexpected Server Error" (server.ts runs Remix in
 * production mode). Aborted requests (the shopper went away) and Remix's own 4xx answers are not errors.
 */
export const handleError: HandleErrorFunction = (error, args) => {
  const refused = isRouteErrorResponse(error) && error.status < 500;
  if (!args.request.signal.aborted && !refused) console.error(error);
  sentryHandleError(error, args);
};
