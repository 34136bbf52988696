import {matchRoutes, type AgnosticRouteObject} from '@remix-run/router';
import {describe, expect, it} from 'vitest';
import {stableRouteModules} from '~/http/route-modules';

// React Router keeps the matches of a path per route tree (patches/@remix-run+router+*.patch); Remix's server
// routes and React Router's data routes are kept per route-module table (app/http/route-modules.ts).

const tree = (): AgnosticRouteObject[] => [
  {
    id: 'root',
    path: '',
    children: [
      {id: 'home', index: true},
      {id: 'collection', path: ':locale?/producten/:collection'},
      {id: 'product', path: ':locale?/producten/:collection/:product'},
      {id: 'splat', path: '*'},
    ],
  },
];

const plain = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({params, pathname, pathnameBase, route}) => ({params: {...params}, pathname, pathnameBase, id: route.id}));

describe('route matches kept per route tree', () => {
  const paths = ['/', '/producten/protein', '/de/producten/protein/whey', '/nope/x', '/producten/a%20b', '/producten//x'];

  it('matches a path again exactly as the first time, whatever was matched in between (more paths than are kept)', () => {
    const routes = tree();
    const fresh = paths.map((path) => plain(matchRoutes(tree(), path)));
    const first = paths.map((path) => plain(matchRoutes(routes, path)));
    expect(first).toEqual(fresh);
    for (let n = 0; n < 600; n++) matchRoutes(routes, `/producten/c${n}`);
    expect(paths.map((path) => plain(matchRoutes(routes, path)))).toEqual(fresh);
    expect(plain(matchRoutes(routes, '/producten/c599'))?.at(-1)?.params).toEqual({collection: 'c599', locale: undefined});
  });

  it('hands out new match objects each time: a caller changing its params changes no later match', () => {
    const routes = tree();
    const first = matchRoutes(routes, '/de/producten/protein/whey');
    (first![0]!.params as Record<string, string>).collection = 'changed';
    (first![1] as {pathname: string}).pathname = '/changed';
    const again = matchRoutes(routes, '/de/producten/protein/whey');
    expect(again).not.toBe(first);
    expect(plain(again)).toEqual(plain(matchRoutes(tree(), '/de/producten/protein/whey')));
    // As from a scan, every match of one path shares one params object.
    expect(new Set(again!.map((match) => match.params)).size).toBe(1);
  });

  it('keeps matches apart per tree and per basename', () => {
    const other: AgnosticRouteObject[] = [{id: 'only', path: '/producten/:collection'}];
    expect(matchRoutes(tree(), '/producten/protein')?.at(-1)?.route.id).toBe('collection');
    expect(matchRoutes(other, '/producten/protein')?.at(-1)?.route.id).toBe('only');
    const routes = tree();
    expect(matchRoutes(routes, '/shop/de/producten/protein', '/shop')?.at(-1)?.route.id).toBe('collection');
    expect(matchRoutes(routes, '/shop/de/producten/protein')?.at(-1)?.route.id).toBe('splat');
  });
});

describe('one route-module table per build', () => {
  const modules = () => ({root: {default: 'root'}, home: {default: 'home'}});

  it('hands every request the table it handed the first, as long as its modules are the same', () => {
    const manifest = {};
    const shared = {root: {}, home: {}};
    const first = stableRouteModules(manifest, {...shared});
    expect(stableRouteModules(manifest, {...shared})).toBe(first);
    expect(stableRouteModules(manifest, {home: shared.home, root: shared.root})).toBe(first);
  });

  it('takes the new table when a module, the set of routes or the manifest differs', () => {
    const manifest = {};
    const first = stableRouteModules(manifest, modules());
    const changed = modules();
    expect(stableRouteModules(manifest, changed)).toBe(changed);
    const fewer = {root: changed.root};
    expect(stableRouteModules(manifest, fewer)).toBe(fewer);
    const more = {...changed, extra: {}};
    expect(stableRouteModules(manifest, more)).toBe(more);
    const renamed = {root: changed.root, other: changed.home};
    expect(stableRouteModules(manifest, renamed)).toBe(renamed);
    expect(stableRouteModules({}, first)).toBe(first);
  });
});

describe('branches tried only for paths with their number of segments (patched: the home page matched some 240)', () => {
  const routes = (): AgnosticRouteObject[] => [
    {
      id: 'root',
      path: '',
      children: [
        {id: 'home', index: true},
        {id: 'market-home', index: true, path: 'de'},
        {id: 'collection', path: ':locale?/producten/:collection'},
        {id: 'product', path: ':locale?/producten/:collection/:product/:variant?'},
        {id: 'layout', children: [{id: 'account', path: ':locale?/konto'}, {id: 'orders', path: ':locale?/konto/orders/*'}]},
        {id: 'splat', path: ':locale?/*'},
      ],
    },
  ];
  const leaf = (path: string) => matchRoutes(routes(), path)?.at(-1)?.route.id;

  it.each([
    ['/', 'home'],
    ['//', 'home'],
    ['', 'home'],
    ['/de', 'market-home'],
    ['/de/', 'market-home'],
    ['/producten/protein', 'collection'],
    ['/producten/protein///', 'collection'],
    ['/de/producten/protein', 'collection'],
    ['/producten/protein/whey', 'product'],
    ['/de/producten/protein/whey/chocolate', 'product'],
    ['/de/producten/protein/whey/chocolate/extra', 'splat'],
    ['/producten//protein', 'splat'],
    ['/konto', 'account'],
    ['/de/konto/orders', 'orders'],
    ['/konto/orders/1/2/3', 'orders'],
    ['/nl/nope', 'splat'],
    ['/a/b/c/d/e/f/g', 'splat'],
  ])('%s → %s', (path, id) => {
    expect(leaf(path)).toBe(id);
  });

  it('paths React Router reads as patterns are always tried: "files*" as "files/*", ":id*", a "?" inside', () => {
    const odd: AgnosticRouteObject[] = [
      {id: 'files', path: 'files*'},
      {id: 'pair', path: 'pair/:id*'},
      {id: 'maybe', path: 'a/?b'},
    ];
    expect(matchRoutes(odd, '/files/x/y')?.at(-1)?.params).toEqual({'*': 'x/y'});
    expect(matchRoutes(odd, '/pair/de/shop')?.at(-1)?.params).toEqual({id: 'de', '*': 'shop'});
    expect(matchRoutes(odd, '/ab')?.at(-1)?.route.id).toBe('maybe');
    expect(matchRoutes(odd, '/a/b')?.at(-1)?.route.id).toBe('maybe');
  });

  it('a splat takes what is left, and params are those of a full scan', () => {
    expect(matchRoutes(routes(), '/de/konto/orders/1/2')?.at(-1)?.params).toEqual({locale: 'de', '*': '1/2'});
    expect(matchRoutes(routes(), '/de/producten/protein/whey')?.at(-1)?.params).toEqual({
      locale: 'de',
      collection: 'protein',
      product: 'whey',
      variant: undefined,
    });
  });
});

describe('a copy of the tree ranked last takes its ranking (patched: Remix’s routes and the data routes)', () => {
  it('matches with the copy’s own route objects', () => {
    const first = tree();
    const copy = tree();
    matchRoutes(first, '/producten/protein');
    const matches = matchRoutes(copy, '/de/producten/protein/whey')!;
    const own = new Set<AgnosticRouteObject>([copy[0]!, ...copy[0]!.children!]);
    expect(matches.every((match) => own.has(match.route))).toBe(true);
    expect(matches.map((match) => match.route.id)).toEqual(['root', 'product']);
  });

  it('a copy of a tree changed in place since it was ranked, or of one holding a route twice, is ranked for itself', () => {
    const changed = tree();
    matchRoutes(changed, '/');
    changed[0]!.children!.push({id: 'late', path: 'late'});
    const copyOfChanged = tree();
    copyOfChanged[0]!.children!.push({id: 'late', path: 'late'});
    expect(matchRoutes(copyOfChanged, '/late')?.at(-1)?.route).toBe(copyOfChanged[0]!.children!.at(-1));

    const shared: AgnosticRouteObject = {id: 'page', path: 'x'};
    matchRoutes([{id: 'de', path: 'de', children: [shared]}, {id: 'fr', path: 'fr', children: [shared]}], '/de/x');
    const own: AgnosticRouteObject[] = [
      {id: 'de', path: 'de', children: [{id: 'page', path: 'x'}]},
      {id: 'fr', path: 'fr', children: [{id: 'page', path: 'x'}]},
    ];
    expect(matchRoutes(own, '/de/x')?.at(-1)?.route).toBe(own[0]!.children![0]);
    expect(matchRoutes(own, '/fr/x')?.at(-1)?.route).toBe(own[1]!.children![0]);
  });

  it('a tree that differs (a path, an order, a child) is ranked for itself', () => {
    matchRoutes(tree(), '/');
    const moved = tree();
    moved[0]!.children![2]!.path = ':locale?/produkte/:collection/:product';
    expect(matchRoutes(moved, '/de/produkte/protein/whey')?.at(-1)?.route.id).toBe('product');
    expect(matchRoutes(moved, '/de/producten/protein/whey')?.at(-1)?.route.id).toBe('splat');
    const fewer = tree();
    fewer[0]!.children!.pop();
    expect(matchRoutes(fewer, '/nope/x')).toBeNull();
    const reordered = tree();
    reordered[0]!.children!.reverse();
    expect(matchRoutes(reordered, '/producten/protein')?.at(-1)?.route.id).toBe('collection');
  });
});
