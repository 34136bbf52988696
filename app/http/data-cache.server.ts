// Which page a loader-data request (`?_data=<route id>`) belongs to, so that its answer is stored like that
// page's document (cache-control.ts, withDataCacheControl). The data of the root asks for the same URL as the
// page, so the route that decides is not the one in `_data` but the URL's deepest match, found the way Remix
// finds a document's routes (the same route tree, the same matcher).
import {matchRoutes} from '@remix-run/react';
import type {ServerBuild} from '@shopify/remix-oxygen';
import type {CachingStrategy} from '@shopify/hydrogen';
import {publicPageStrategy, withDataCacheControl} from './cache-control';

type Routes = ServerBuild['routes'];
type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** The build's flat route manifest as a tree under its parent ids, as @remix-run/server-runtime builds it. */
function routeTree(routes: Routes, parentId?: string): RouteNode[] {
  const nodes: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.parentId !== parentId) continue;
    const {id, path, caseSensitive} = route;
    // An index route has no children (the matcher's own rule).
    nodes.push(route.index ? {id, path, caseSensitive, index: true} : {id, path, caseSensitive, children: routeTree(routes, id)});
  }
  return nodes;
}

const trees = new WeakMap<Routes, RouteNode[]>();

/**
 * The public strategy of the document at `pathname`, or undefined when it is not public. A document takes its
 * headers from its deepest route with a `headers` export (Remix 2), so that route decides here too.
 */
export function pageStrategyAt(
  routes: Routes,
  pathname: string,
  dataRoute?: string | null,
  pathLocale: string | null = null,
): CachingStrategy | undefined {
  let tree = trees.get(routes);
  if (!tree) trees.set(routes, (tree = routeTree(routes)));
  const matches = matchRoutes(tree, pathname) ?? [];
  // A catch-all route answers any path, and only its own loader knows whether the page exists (a content page)
  // or is a 404: data of the routes above it (the root's) is shared only where that loader's answer is.
  const deepest = matches.at(-1)?.route;
  const catchAll = Boolean(deepest?.path?.endsWith('*'));
  if (catchAll && dataRoute !== deepest?.id) return undefined;
  // Elsewhere a locale segment that is not the market's own (`/xx/products`) makes the page a 404
  // (markets/guard.server.ts): nothing of it is shared. (The catch-all reads its path itself.)
  const locale = matches.at(-1)?.params.locale;
  if (!catchAll && locale !== undefined && locale !== pathLocale) return undefined;
  for (const match of matches.reverse()) {
    const headers = match.route.id === undefined ? undefined : routes[match.route.id]?.module.headers;
    if (headers) return publicPageStrategy(headers);
  }
  return undefined;
}

/**
 * A data request's answer with its page's caching (server.ts); any other answer as it is. `pathLocale` is the
 * locale segment the market was resolved from (context.routing), null for an unprefixed market.
 */
export function withPageCachingForData(
  response: Response,
  request: Request,
  method: string,
  routes: Routes,
  pathLocale: string | null = null,
): Response {
  const url = new URL(request.url);
  if (!url.searchParams.has('_data')) return response;
  // Only a 200 may be shared: an error (a malformed path among them) needs no route lookup.
  const strategy =
    response.status === 200 ? pageStrategyAt(routes, url.pathname, url.searchParams.get('_data'), pathLocale) : undefined;
  return withDataCacheControl(response, strategy, method);
}
