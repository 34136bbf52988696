import {useLocation, useMatches} from '@remix-run/react';
import {useCallback, useRef, useState, type CSSProperties} from 'react';
import {productPageJsonLd} from '~/commerce/product-json-ld';
import type {ProductLowerData, ProductPageData} from '~/commerce/products.server';
import {PurchaseGallery} from '~/components/product/purchase/PurchaseGallery';
import {PurchasePanel} from '~/components/product/purchase/PurchasePanel';
import {ProductRatingLine, useProductRating} from '~/components/reviews/ProductRating';
import {JsonLd} from '~/components/ui/JsonLd';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import {readablePageVariables} from './page-colors';
import {ProductMore} from './ProductMore';
import {Sticker} from './Sticker';

/**
 * The rest of the page below the first screen (sections, bundle builder, upsell, quick views, videos): about
 * two thirds of the page's code, which the browser loads only when the shopper scrolls near it
 * (or with the data, on a client-side navigation: the route's clientLoader).
 * The server build bundles it; `import.meta.env.SSR` is false in the browser build, which drops the import.
 */
export const productMore = deferredPart(import.meta.env.SSR ? ProductMore : null, () =>
  import('./ProductMore').then((module) => module.ProductMore),
);

/**
 * The code of the section types the lower part shows (each type is a chunk of its own, section-types.ts, a
 * module loaded on demand too): those of its data, or of the server's markup before the data is here.
 */
export function loadProductSectionTypes(lower: ProductLowerData | null | undefined): Promise<void> {
  return import('~/components/sections/section-types').then((types) => types.loadProductSectionTypes(lower?.sections));
}

function loadRenderedSectionTypes(): Promise<void> {
  return import('~/components/sections/section-types').then((types) =>
    types.loadSectionTypes(types.renderedSections('product-more')),
  );
}

/**
 * The product detail page: breadcrumbs, gallery and purchase panel in the product's colours, then the rest of
 * the page (ProductMore).
 */
export function ProductDetail({page, lower}: {page: ProductPageData; lower?: ProductLowerData}) {
  const {strings, market, basePath} = useRouteContext();
  const more = useLowerPart(lower);
  const {pathname, search} = useLocation();
  // Everything the lower part renders from: on the server its markup is made once for this key (LoadWhenNear),
  // which asks for it only when a keeper is on (the serialisation covers the whole page's data).
  const lowerData = more.lower;
  const serverKey =
    import.meta.env.SSR && lowerData
      ? () => JSON.stringify([market.id, basePath, pathname, search, page, lowerData])
      : undefined;
  const {purchase} = page;
  const rating = useProductRating(page.rating.sku, page.rating.known);
  const style = {
    ...readablePageVariables(purchase.cssVariables),
    backgroundColor: 'var(--page-bg)',
    color: 'var(--page-text)',
  } as CSSProperties;

  return (
    <div style={style} className="relative pb-12" data-testid="product-page">
      <PagePattern desktop={page.patterns.desktop} mobile={page.patterns.mobile} />
      <nav aria-label={strings.breadcrumbs} className="relative mx-auto max-w-7xl px-4 pt-4 text-sm md:px-6">
        <ol className="flex flex-wrap gap-2" style={{color: 'var(--breadcrumbs, inherit)'}}>
          <li>
            <LocalizedLink to="/products">{strings.products}</LocalizedLink> ›
          </li>
          <li>
            <LocalizedLink to={`/products/${page.breadcrumbs.collection.slug}`}>
              {page.breadcrumbs.collection.title ?? strings.allProducts}
            </LocalizedLink>{' '}
            ›
          </li>
          <li aria-current="page">{purchase.title}</li>
        </ol>
      </nav>
      <div className="relative mx-auto grid max-w-7xl gap-8 px-4 pt-6 md:grid-cols-2 md:px-6">
        <div className="relative">
          <Sticker sticker={page.sticker} />
          <PurchaseGallery images={purchase.images} alt={purchase.title} />
        </div>
        <PurchasePanel
          purchase={purchase}
          rating={<ProductRatingLine rating={rating} pending={Boolean(page.rating.sku) && !page.rating.known} />}
          intro={page.shortDescription}
        />
      </div>
      <LoadWhenNear
        name="product-more"
        className="relative mt-12"
        part={productMore}
        props={{page, lower: more.lower}}
        complete={Boolean(more.lower)}
        serverKey={serverKey}
        // The lower part goes live once its data and its section types' code are here: the types the server's
        // markup shows load at once, beside the data (which names them too, should the markup not be there).
        onNeed={() => Promise.all([loadRenderedSectionTypes(), more.need().then(loadProductSectionTypes)])}
      />
      <JsonLd data={productPageJsonLd(page, rating)} />
    </div>
  );
}

/**
 * The data of the part below the first screen: from the loader after a client-side navigation or revalidation;
 * after a document load (whose hydration data leaves it out, app/http/unhydrated.ts) from the route's own data
 * request, asked for when the part is needed (`need`, once; again after a failure).
 */
function useLowerPart(given: ProductLowerData | undefined) {
  const [fetched, setFetched] = useState<{path: string; lower: ProductLowerData} | null>(null);
  const routeId = useMatches().at(-1)?.id;
  const {pathname, search} = useLocation();
  const path = `${pathname}${search}`;
  const asking = useRef<{path: string; answer: Promise<ProductLowerData>} | null>(null);
  const need = useCallback((): Promise<ProductLowerData | undefined> => {
    if (given || !routeId) return Promise.resolve(given);
    if (asking.current?.path === path) return asking.current.answer;
    const params = new URLSearchParams(search);
    params.set('_data', routeId);
    const answer = fetch(`${pathname}?${params}`, {headers: {Accept: 'application/json'}})
      .then(async (response) => {
        if (!response.ok) throw new Error(`${pathname}: ${response.status} ${response.statusText}`);
        const lower = ((await response.json()) as {unhydrated?: {lower?: ProductLowerData}} | null)?.unhydrated?.lower;
        if (!lower || typeof lower !== 'object') throw new Error(`${pathname}: no data for the lower part`);
        setFetched({path, lower});
        return lower;
      })
      .catch((error: unknown) => {
        asking.current = null;
        throw error;
      });
    asking.current = {path, answer};
    return answer;
  }, [given, routeId, pathname, search, path]);
  return {lower: given ?? (fetched?.path === path ? fetched.lower : undefined), need};
}

/**
 * The product's background pattern, faint behind the top of the page. A picture rather than a CSS background:
 * it is often the page's largest paint, and an <img> in the HTML is fetched at once, with high priority,
 * instead of after the stylesheet has been applied.
 */
function PagePattern({desktop, mobile}: {desktop: string | null; mobile: string | null}) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] opacity-15">
      {desktop && mobile ? <source media="(min-width: 768px)" srcSet={desktop} /> : null}
      {/* React 18 knows no fetchPriority prop: the attribute is passed as the browser spells it. */}
      <img src={fallback} alt="" {...{fetchpriority: 'high'}} className="size-full object-cover object-top" />
    </picture>
  );
}
