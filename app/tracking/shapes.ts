// Our product page and cart data as the trackers read them (structural: the loaders' shapes satisfy these), and
// the small conversions both GA4 and Klaviyo need: money as numbers, Shopify ids as their numbers. Pure.
import {localizePath} from '~/markets/links';
import type {PublicMarket} from '~/context/route-context';

type Money = {amount: string | number; currencyCode?: string};
type PurchaseImage = {storefront: {url: string}} | {content: {src?: string | null}} | Record<string, unknown>;

/** What a product page's loader sends (`page`: ProductPageData), as far as tracking reads it. */
export type ProductView = {
  purchase: {
    productId: string;
    handle: string;
    title: string;
    variantName: string | null;
    variant: {id: string; sku: string | null; title: string; price: Money; compareAtPrice: Money | null};
    images: readonly PurchaseImage[];
  };
  breadcrumbs: {collection: {slug: string; title: string | null}};
};

/** One derived cart line of `/api/cart` (CartLineDisplay). */
export type CartLineView = {
  line: {
    id: string;
    quantity: number;
    cost: {totalAmount: Money};
    merchandise: {
      id: string;
      sku?: string | null;
      title: string;
      price: Money;
      image?: {url: string} | null;
      product: {id: string; handle: string; title: string};
    };
  };
  title: string;
  variantLabel: string | null;
  /** Canonical product path (`/products/protein/whey/chocolate`). */
  href: string;
  product: {collection?: {slug: string} | null} | null;
};

/** `/api/cart`'s answer as tracking reads it. */
export type CartView = {
  cart: {id: string; checkoutUrl: string; cost: {totalAmount: Money}} | null;
  lines: readonly CartLineView[];
};

/** Where the shopper is: absolute URLs of our pages are built from it. */
export type Site = {origin: string; basePath: string; market: Pick<PublicMarket, 'locale' | 'language' | 'currencyCode' | 'id'>; brand: string};

/** Euros as a number with at most two decimals; anything unreadable is 0 (never NaN in a report). */
export function money(amount: string | number | null | undefined): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount ?? '');
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
}

/** `gid://shopify/ProductVariant/123?x=y` → `123` (a cart's id is a token, not a number); any other id as it is. */
export function gidNumber(gid: string): string {
  return /^gid:\/\/shopify\/\w+\/([^?/]+)/.exec(gid)?.[1] ?? gid;
}

/** The collection a product is shown in, if it is a real one ("all" is the catch-all listing). */
export function categoryOf(slug: string | null | undefined, title?: string | null): string | null {
  if (!slug || slug === 'all') return null;
  return title || slug;
}

export function absoluteUrl(site: Site, canonicalPath: string): string {
  return site.origin + localizePath(canonicalPath, {market: site.market, basePath: site.basePath});
}

export function productImageUrl(view: ProductView): string | null {
  for (const image of view.purchase.images) {
    if ('storefront' in image && image.storefront && typeof image.storefront === 'object') return (image.storefront as {url: string}).url;
    if ('content' in image && image.content && typeof image.content === 'object') {
      const src = (image.content as {src?: string | null}).src;
      if (src) return src;
    }
  }
  return null;
}

/** Shopify names a single variant "Default Title": no variant worth naming. */
export function variantLabelOf(name: string | null | undefined): string | null {
  return name && name !== 'Default Title' ? name : null;
}

/** Is this loader data a product page's? (Route ids differ per translated alias; the data does not.) */
export function isProductView(data: unknown): data is {page: ProductView} {
  const page = (data as {page?: Partial<ProductView>} | null)?.page;
  return Boolean(page?.purchase?.variant?.id && page.breadcrumbs?.collection);
}
