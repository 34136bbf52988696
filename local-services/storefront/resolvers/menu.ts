// Navigation menus (`menu(handle:)`). Our own shop takes its header and footer from DatoCMS, so the shop holds only
// the two menus every Shopify shop is created with, filled the way a shop owner would: `main-menu` (Home, Catalog,
// then each collection) and `footer` (Search). Item urls are absolute on the shop's primary domain, as Shopify
// sends them (Hydrogen's skeleton strips that domain to make links). Any other handle is no menu: null.
import {text, type RequestContext} from '../context';
import type {Fields} from './common';
import {collectionView} from './collections';

type Item = {title: string; type: string; path: string; resource?: Fields};

const MENU_IDS: Record<string, number> = {'main-menu': 199_655_587_896, footer: 199_655_620_664};
const MENU_TITLES: Record<string, string> = {'main-menu': 'Main menu', footer: 'Footer menu'};

function itemsOf(ctx: RequestContext, handle: string): Item[] {
  if (handle === 'footer') return [{title: 'Search', type: 'SEARCH', path: '/search'}];
  return [
    {title: 'Home', type: 'FRONTPAGE', path: '/'},
    {title: 'Catalog', type: 'CATALOG', path: '/collections/all'},
    ...ctx.store.catalogue.collections.map((collection) => ({
      title: text(ctx, collection.title),
      type: 'COLLECTION',
      path: `/collections/${collection.handle}`,
      resource: collectionView(ctx, collection),
    })),
  ];
}

export function menuQuery(ctx: RequestContext, args: {handle: string}): Fields | null {
  const menuId = MENU_IDS[args.handle];
  if (menuId === undefined) return null;
  const items = itemsOf(ctx, args.handle).map((item, index) => ({
    id: `gid://shopify/MenuItem/${menuId + index + 1}`,
    title: item.title,
    type: item.type,
    url: `${ctx.origin}${item.path}`,
    resourceId: (item.resource?.id as string | undefined) ?? null,
    resource: item.resource ?? null,
    tags: [],
    items: [],
  }));
  return {
    id: `gid://shopify/Menu/${menuId}`,
    handle: args.handle,
    title: MENU_TITLES[args.handle],
    items,
    itemsCount: items.length,
  };
}
