// Spec §7 product recommendations for the product carousels that ask for them (`useRecommendations`). They load
// after the page is interactive (`GET {basePath}/api/recommendations/{product number}`), as Shopify's own
// themes load theirs: a page's document and hydration data stay free of them, and they are cached apart.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '~graphql/storefront/recommendations';
import {storefrontCard, type ProductCardData} from './product-card';
import {productGid} from './recommendations';

/** The Storefront's recommendations for a product, as cards, without the product itself. Throws when it fails. */
export async function loadRecommendations(context: AppLoadContext, number: string): Promise<ProductCardData[]> {
  const productId = productGid(number);
  const {productRecommendations} = await context.storefront.query(PRODUCT_RECOMMENDATIONS_QUERY, {variables: {productId}});
  return (productRecommendations ?? [])
    .filter((product) => product.id !== productId)
    .map((product) => storefrontCard(product, product.collections.nodes[0]?.handle ?? 'all'));
}
