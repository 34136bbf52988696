// Issue 14 §4: Shopify's cart permalinks, `/cart/{variant id}:{quantity},{variant id}:{quantity}...` (ads, emails and
// apps link to them). Read here, pure and unit-tested over generated malformed input: a malformed link is one of
// the cart's own problems (a locales `cart*` key, shown in the market's words) and never reaches the Storefront.
import type {CartProblem} from './cart-input';
import {MAX_CART_LINES, MAX_LINE_QUANTITY} from './cart-rules';

export type PermalinkLine = {merchandiseId: string; quantity: number};
export type ParsedPermalink = {ok: true; lines: PermalinkLine[]} | {ok: false; problem: CartProblem};

/** Shopify's numeric variant ids (the gid's tail): 1 to 20 digits, no leading zero. */
const VARIANT_ID = /^[1-9][0-9]{0,19}$/;
/** Longer than 250 of the longest well-formed items (`{20 digits}:{3 digits},`) cannot be a permalink we take. */
const MAX_LENGTH = MAX_CART_LINES * 25;

/** The lines of a permalink's path segment (decoded), the same variant's quantities added up. */
export function parsePermalink(segment: string): ParsedPermalink {
  if (segment.length > MAX_LENGTH) return {ok: false, problem: 'cartTooManyLines'};
  const items = segment.split(',');
  if (items.length > MAX_CART_LINES) return {ok: false, problem: 'cartTooManyLines'};
  const quantities = new Map<string, number>();
  for (const item of items) {
    const parts = item.split(':');
    if (parts.length !== 2) return {ok: false, problem: parts.length === 1 && VARIANT_ID.test(parts[0]!) ? 'cartInvalidQuantity' : 'cartInvalidMerchandise'};
    const [id = '', quantityText = ''] = parts;
    if (!VARIANT_ID.test(id)) return {ok: false, problem: 'cartInvalidMerchandise'};
    if (!/^[0-9]{1,3}$/.test(quantityText)) return {ok: false, problem: 'cartInvalidQuantity'};
    const quantity = (quantities.get(id) ?? 0) + Number(quantityText);
    if (Number(quantityText) < 1 || quantity > MAX_LINE_QUANTITY) return {ok: false, problem: 'cartInvalidQuantity'};
    quantities.set(id, quantity);
  }
  return {
    ok: true,
    lines: [...quantities].map(([id, quantity]) => ({merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity})),
  };
}

/**
 * A discount link's code (`/discount/{code}`) is taken as the link spells it: nothing a typing shopper adds, so a
 * blank code, or white space around it (`%20CODE`, `CODE%0A`, a no-break space), is a malformed link, refused with
 * the code message rather than trimmed into another code. Control characters and the length are the cart form's
 * checks (cart-input.ts).
 */
export function isDiscountLinkCode(code: string): boolean {
  return code.length > 0 && code === code.trim();
}
