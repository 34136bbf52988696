// Commerce data for the content sections: live prices of the content products in carousels, in one
// Storefront request. Recommendations load after the page is interactive (commerce/recommendations.server.ts).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';
import type {ProductPopupLabelsFragment} from '~graphql/content/content.generated';
import {pageContent} from './page-content';
import {framedSections, type Section, type SectionData, type SectionPrice} from './sections';

type SectionsRecord = {newPdpSectionsFormat?: boolean | null; sections: readonly Section[]};

/**
 * What the sections of a product's `record` need from the Storefront: the carousels' prices. The legacy layout
 * shows no products, so it needs nothing.
 */
export async function loadSectionData(
  context: AppLoadContext,
  record: SectionsRecord | null | undefined,
  productId: string | null,
  popupLabels: ProductPopupLabelsFragment | null = null,
): Promise<SectionData> {
  return loadSectionsData(context, record?.newPdpSectionsFormat ? record.sections : [], productId, popupLabels);
}

/**
 * A page's sections as it sends them (framed, reduced: `framedSections`, `pageContent`) with their commerce
 * data: the home page and generic pages, which have no product of their own (no recommendations, no quick view).
 */
export async function loadPageSections<Given extends Section>(context: AppLoadContext, sections: readonly Given[]) {
  const sectionData = await loadSectionsData(context, sections, null, null);
  return {sections: pageContent(framedSections(sections)), sectionData};
}

/**
 * The carousels' prices of `sections`. Prices only enrich the page: when the Storefront fails they are left out
 * (carousel cards without a price) instead of failing the page.
 */
async function loadSectionsData(
  context: AppLoadContext,
  sections: readonly Section[],
  productId: string | null,
  popupLabels: ProductPopupLabelsFragment | null,
): Promise<SectionData> {
  const products = sections.flatMap(carouselProducts);
  const productIds = [...new Set(products.flatMap((product) => (product.productId ? [product.productId] : [])))];
  const prices = productIds.length ? await loadPrices(context, productIds) : {};
  // Quick views load their variants when opened (routes/($locale).api.quick-view.$id.tsx), recommendations
  // once the page is interactive (routes/($locale).api.recommendations.$product.tsx): only what they need here.
  return {productId, prices, popupLabels};
}

type CarouselProduct = Extract<Section, {__typename: 'ProductCarouselSectionRecord'}>['products'][number];

function carouselProducts(section: Section): CarouselProduct[] {
  if (
    section.__typename !== 'ProductCarouselSectionRecord' &&
    section.__typename !== 'ProductAndArticleCarouselSectionRecord'
  ) {
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
    context.log.error('[sections] carousel prices unavailable:', error instanceof Error ? error.message : error);
    return {};
  }
}
