// The loader of the routes that stand for Shopify's standard URLs (/collections, /collections/*, /pages/{handle}):
// documents are answered by the worker before Remix runs (./shopify-urls.server.ts); the routes exist so the route
// table names Shopify's URLs (`shopify hydrogen check routes`) and a client-side data request gets the same 301.
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {notFound} from '~/markets/guard.server';
import {standardUrlTarget} from '~/markets/shopify-urls';

export function standardUrlLoader({request, context}: {request: Request; context: AppLoadContext}): never {
  const url = new URL(request.url);
  const target = standardUrlTarget(url.pathname, url.search, context.routing);
  throw target ? redirect(target, 301) : notFound();
}
