// Remix's server runtime hands every document request a route-module table it has just built (an object of
// route id → module, made from the build's routes). RemixServer builds its server routes once per table
// (patches/@remix-run+react+*.patch), React Router its data routes and ranked branches once per route tree
// (patches/react-router-dom+*, patches/@remix-run+router+*): with a new table on every request none of those
// caches was ever hit, and each document rebuilt 146 routes, converted them and flattened and ranked their
// branches again (about a tenth of a collection view's CPU time).

type RouteModules = Record<string, unknown>;

const known = new WeakMap<object, RouteModules>();

/**
 * The table of `fresh`'s modules that was handed out before for the same manifest (`key`: the build's route
 * manifest, one object per build), as long as it holds exactly the same modules; otherwise `fresh`, which is
 * then the one kept.
 */
export function stableRouteModules<Modules extends RouteModules>(key: object, fresh: Modules): Modules {
  const kept = known.get(key);
  if (kept && sameModules(kept, fresh)) return kept as Modules;
  known.set(key, fresh);
  return fresh;
}

function sameModules(a: RouteModules, b: RouteModules): boolean {
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  for (const id of ids) if (!Object.hasOwn(b, id) || a[id] !== b[id]) return false;
  return true;
}
