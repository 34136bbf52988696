// Commerce data for the product page sections: live prices of the content products in carousels and the
// Storefront's recommendations, one Storefront request per kind at most, both at once.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '~graphql/storefront/recommendations';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';
import type {ProductPopupLabelsFragment} from '~graphql/content/content.generated';
import {storefrontCard, type ProductCardData} from '~/commerce/product-card';
import type {ProductSection, SectionData, SectionPrice} from './sections';

type SectionsRecord = {newPdpSectionsFormat?: boolean | null; sections: readonly ProductSection[]};

/**
 * What the sections of `record` need from the Storefront. The legacy layout shows no products, so it needs
 * nothing. Prices and recommendations only enrich the page: when the Storefront fails they are left out
 * (carousel cards without a price, no recommendations) instead of failing the product page.
 */
export async function loadSectionData(
  context: AppLoadContext,
  record: SectionsRecord | null | undefined,
  productId: string,
  popupLabels: ProductPopupLabelsFragment | null = null,
): Promise<SectionData> {
  const sections = record?.newPdpSectionsFormat ? record.sections : [];
  const products = sections.flatMap(carouselProducts);
  const productIds = [...new Set(products.flatMap((product) => (product.productId ? [product.productId] : [])))];
  const wantsRecommendations = sections.some(
    (section) => section.__typename === 'ProductCarouselSectionRecord' && section.useRecommendations,
  );
  const [prices, recommendations] = await Promise.all([
    productIds.length ? loadPrices(context, productIds) : {},
    wantsRecommendations ? loadRecommendations(context, productId) : [],
  ]);
  // Quick views load their variants when opened (routes/($locale).api.quick-view.$id.tsx): only the labels here.
  return {prices, recommendations, popupLabels};
}

type CarouselProduct = Extract<ProductSection, {__typename: 'ProductCarouselSectionRecord'}>['products'][number];

function carouselProducts(section: ProductSection): CarouselProduct[] {
  if (section.__typename !== 'ProductCarouselSectionRecord' && section.__typename !== 'ProductAndArticleCarouselSectionRecord') {
    return [];
  }
  return section.products;
}

async function loadPrices(context: AppLoadContext, ids: string[]): Promise<Record<string, SectionPrice>> {
  try {
    const {nodes} = await context.storefront.query(PRODUCTS_BY_IDS_QUERY, {variables: {ids}});
    const prices: Record<string, SectionPrice> = {};
    for (const node of nodes) {
      if (!node || !('priceRange' in node)) continue;
      prices[node.id] = {
        price: node.priceRange.minVariantPrice,
        compareAtPrice: node.compareAtPriceRange.minVariantPrice,
        availableForSale: node.availableForSale,
      };
    }
    return prices;
  } catch (error) {
    console.error('[sections] carousel prices unavailable:', error instanceof Error ? error.message : error);
    return {};
  }
}

async function loadRecommendations(context: AppLoadContext, productId: string): Promise<ProductCardData[]> {
  try {
    const {productRecommendations} = await context.storefront.query(PRODUCT_RECOMMENDATIONS_QUERY, {
      variables: {productId},
    });
    return (productRecommendations ?? [])
      .filter((product) => product.id !== productId)
      .map((product) => storefrontCard(product, product.collections.nodes[0]?.handle ?? 'all'));
  } catch (error) {
    console.error('[sections] recommendations unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}
