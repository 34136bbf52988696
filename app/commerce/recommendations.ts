// Spec §7 product recommendations: where a product page asks for them (routes/($locale).api.recommendations.$product)
// and what it gets.
import type {ProductCardData} from './product-card';

/** The answer: the recommended products as cards (none for an unknown product). */
export type RecommendationsAnswer = {cards: ProductCardData[]};

const PRODUCT_GID = 'gid://shopify/Product/';
// Shopify product ids are 64-bit integers: at most 20 digits, no sign, no leading zero.
const PRODUCT_NUMBER = /^[1-9]\d{0,19}$/;

/** The number in a Shopify product gid, which the recommendations URL carries; null for anything else. */
export function productNumber(gid: string): string | null {
  const number = gid.startsWith(PRODUCT_GID) ? gid.slice(PRODUCT_GID.length) : '';
  return PRODUCT_NUMBER.test(number) ? number : null;
}

/** Whether a URL segment can be a Shopify product number (anything else is a 404 without a Storefront call). */
export function isProductNumber(segment: string | undefined): segment is string {
  return segment !== undefined && PRODUCT_NUMBER.test(segment);
}

/** The product gid of a product number. */
export function productGid(number: string): string {
  return `${PRODUCT_GID}${number}`;
}

/**
 * The cards of an answer as the browser received it, or null when it is no answer: a proxy's error page, an
 * answer of another release, a truncated cache entry. A card is kept only with the fields every card renders
 * (an id, a site path, a title); anything else would break the carousel that keeps the editors' products.
 */
export function recommendedCards(answer: unknown): ProductCardData[] | null {
  const cards = (answer as Partial<RecommendationsAnswer> | null)?.cards;
  return Array.isArray(cards) && cards.every(isCard) ? cards : null;
}

function isCard(card: unknown): card is ProductCardData {
  const {id, path, title} = (card ?? {}) as Partial<ProductCardData>;
  return typeof id === 'string' && typeof title === 'string' && typeof path === 'string' && /^\/(?!\/)/.test(path);
}

/** Where a product's recommendations are asked for, or null when its id is no Shopify product gid. */
export function recommendationsPath(basePath: string, productId: string): string | null {
  const number = productNumber(productId);
  return number ? `${basePath}/api/recommendations/${number}` : null;
}
