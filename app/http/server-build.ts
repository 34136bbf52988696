// Wrapping the Remix server build: the request guard (app/http) and the upstream-outage pages (app/upstream)
// each replace every route's module with a wrapped one, once per build.
import type {ServerBuild} from '@shopify/remix-oxygen';

type ServerRoute = NonNullable<ServerBuild['routes'][string]>;

/** The build with each route's module as `wrap` returns it. */
export function wrapRouteModules<Build extends ServerBuild>(
  build: Build,
  wrap: (module: ServerRoute['module'], route: ServerRoute) => ServerRoute['module'],
): Build {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, route ? {...route, module: wrap(route.module, route)} : route]),
  );
  return {...build, routes};
}

/** A build wrapper that wraps each build once (the worker asks for its build on every request). */
export function oncePerBuild<Build extends ServerBuild>(wrap: (build: Build) => Build): (build: Build) => Build {
  const wrapped = new WeakMap<object, Build>();
  return (build) => {
    const known = wrapped.get(build);
    if (known) return known;
    const fresh = wrap(build);
    wrapped.set(build, fresh);
    return fresh;
  };
}
