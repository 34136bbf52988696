import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {HOME_PAGE_QUERY} from '~graphql/content/home';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';

/** The home page's content sections, with live prices from the Storefront for its product carousels. */
export async function loadHomePage(context: AppLoadContext) {
  const {homePage} = await context.content.query(HOME_PAGE_QUERY);
  if (!homePage) return null;

  const productIds = [
    ...new Set(
      homePage.sections.flatMap((section) =>
        section.__typename === 'ProductCarouselSectionRecord'
          ? section.products.map((product) => product.productId).filter((id): id is string => Boolean(id))
          : [],
      ),
    ),
  ];
  const prices = productIds.length
    ? await context.storefront.query(PRODUCTS_BY_IDS_QUERY, {variables: {ids: productIds}})
    : {nodes: []};
  const byId = new Map(
    prices.nodes.flatMap((node) => (node && 'priceRange' in node ? [[node.id, node] as const] : [])),
  );

  return {
    title: homePage.title,
    sections: homePage.sections.map((section) =>
      section.__typename === 'ProductCarouselSectionRecord'
        ? {
            ...section,
            products: section.products.map((product) => {
              const commerce = product.productId ? byId.get(product.productId) : undefined;
              return {
                ...product,
                price: commerce?.priceRange.minVariantPrice ?? null,
                compareAtPrice: commerce?.compareAtPriceRange.minVariantPrice ?? null,
                availableForSale: commerce?.availableForSale ?? false,
              };
            }),
          }
        : section,
    ),
  };
}

export type HomePageData = SerializeFrom<NonNullable<Awaited<ReturnType<typeof loadHomePage>>>>;
export type HomeSection = HomePageData['sections'][number];
