// Spec §2 "Link targets from content records": one pure function from a content record (or a button's free
// url) to where it goes. Paths are canonical; the link helper puts them in the market's own words.
import {bookingUrl} from './booking-links';
import {LOCALE_PREFIXES} from '~/markets/markets';
import {mapObjects} from './slim';

export {isBookingUrl} from './booking-links';

export type LinkRecord =
  | {__typename: 'HomePageRecord'}
  | {__typename: 'ProductsOverviewRecord'}
  | {__typename: 'CartPageRecord'}
  | {__typename: 'RecipeOverviewRecord'}
  | {__typename: 'CollectionRecord'; slug?: string | null}
  | {__typename: 'ProductRecord'; slug?: string | null; collection?: {slug?: string | null} | null}
  | {__typename: 'ArticleRecord' | 'RecipeRecord'; slug?: string | null; tags?: {slug?: string | null}[] | null}
  | {
      __typename: 'FitblogRecord' | 'PageRecord' | 'ReviewsPageRecord' | 'ContactPageRecord' | 'WholesalePageRecord';
      slug?: string | null;
    };

export type ButtonLinkData = {
  label?: string | null;
  url?: string | null;
  openInNewTab?: boolean | null;
  useEntryLink?: boolean | null;
  entryLink?: LinkRecord | null;
};

export type LinkTarget =
  /** A page of ours, as a canonical path (`/products/protein/whey-protein`). */
  | {kind: 'internal'; path: string}
  /** Spec §2: a link to /cart is not a page; it keeps the current page and adds cart=1. */
  | {kind: 'cart'}
  /** A free url elsewhere, optionally in a new tab. */
  | {kind: 'external'; href: string; newTab: boolean}
  /** Calendly-type urls open a booking popup instead of navigating. */
  | {kind: 'booking'; href: string};

const ALL = 'all';

const firstSlug = (items?: {slug?: string | null}[] | null) => items?.find((item) => item.slug)?.slug || ALL;

/** The canonical path of a content record, or null when the record lacks what its path needs. */
export function recordPath(record: LinkRecord): string | null {
  switch (record.__typename) {
    case 'HomePageRecord':
      return '/';
    case 'ProductsOverviewRecord':
      return '/products';
    case 'CartPageRecord':
      return '/cart';
    case 'RecipeOverviewRecord':
      return '/recipes';
    case 'CollectionRecord':
      return record.slug ? `/products/${record.slug}` : null;
    case 'ProductRecord':
      return record.slug ? `/products/${record.collection?.slug || ALL}/${record.slug}` : null;
    case 'ArticleRecord':
      return record.slug ? `/fitblog/${firstSlug(record.tags)}/${record.slug}` : null;
    case 'RecipeRecord':
      return record.slug ? `/recipes/${firstSlug(record.tags)}/${record.slug}` : null;
    case 'ContactPageRecord':
    case 'WholesalePageRecord':
      return record.slug ? `/customer-service/${record.slug}` : null;
    case 'FitblogRecord':
    case 'PageRecord':
    case 'ReviewsPageRecord':
      return record.slug ? `/${record.slug}` : null;
  }
}

// `/cart` in any spelling an editor types: a market prefix, a trailing slash, a query or fragment, any case.
const CART_PATH = new RegExp(`^(?:/(?:${LOCALE_PREFIXES.join('|')}))?/cart/?(?:[?#].*)?$`, 'i');

/** Whether a path is the cart page (spec §2: such a link opens the cart overlay). */
export function isCartPath(path: string): boolean {
  return CART_PATH.test(path);
}

/** Where a button or menu link goes: its entry link when chosen, else its free url. */
export function linkTarget(link: ButtonLinkData | null | undefined): LinkTarget | null {
  if (!link) return null;
  if (link.useEntryLink || (!link.url && link.entryLink)) {
    const path = link.entryLink ? recordPath(link.entryLink) : null;
    if (!path) return null;
    return isCartPath(path) ? {kind: 'cart'} : {kind: 'internal', path};
  }
  const url = link.url?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return isCartPath(url) ? {kind: 'cart'} : {kind: 'internal', path: url};
  }
  const booking = bookingUrl(url);
  if (booking) return {kind: 'booking', href: booking};
  if (!/^(https?:|mailto:|tel:)/i.test(url)) return null;
  return {kind: 'external', href: url, newTab: Boolean(link.openInNewTab)};
}

/** The current page with cart=1 added (other query parameters kept). */
export function withCartOverlay(search: string): string {
  const params = new URLSearchParams(search);
  params.set('cart', '1');
  return `?${params.toString()}`;
}

/**
 * A button or menu link as pages send it: its target already resolved on the server (an entry link becomes its
 * canonical path in `url`), so the record behind it stays there, and no record id (lists of links key on their
 * place). `linkTarget` reads it exactly as the original.
 */
export function essentialLink<Link extends ButtonLinkData & {id?: string}>(link: Link): Link {
  const target = linkTarget(link);
  const {label} = link;
  const kept = label == null ? {} : {label};
  if (!target) return kept as Link;
  switch (target.kind) {
    case 'internal':
      return {...kept, url: target.path} as Link;
    case 'cart':
      return {...kept, url: '/cart'} as Link;
    case 'booking':
      return {...kept, url: target.href} as Link;
    case 'external':
      return {...kept, url: target.href, ...(target.newTab ? {openInNewTab: true} : {})} as Link;
  }
}

// A button link is recognized by its shape: a `useEntryLink` and no field a button link does not have, so a
// record that merely has a field of that name is left whole.
const LINK_FIELDS = new Set(['__typename', 'id', 'label', 'url', 'openInNewTab', 'useEntryLink', 'entryLink']);
const isButtonLink = (object: object) => 'useEntryLink' in object && Object.keys(object).every((key) => LINK_FIELDS.has(key));

/** An object reduced by `essentialLink` when it is a button link; any other object as it is. */
export function essentialLinkOf(object: Record<string, unknown>): Record<string, unknown> {
  return isButtonLink(object) ? essentialLink(object as ButtonLinkData) : object;
}

/** `value` with every button link in it reduced by `essentialLink`. */
export function withEssentialLinks<T>(value: T): T {
  return mapObjects(value, essentialLinkOf) as T;
}
