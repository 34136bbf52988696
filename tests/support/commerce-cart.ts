// A shopper's cart in the unit layer (tests/unit/server/commerce-*.test.ts): cart forms go through the real
// action (runCartAction) and cart loads through loadCartData, each with the load context the worker builds for a
// request carrying the shopper's cart cookie; and the Storefront stand-in reached directly, as anyone holding a
// cart id can reach Shopify's public Storefront API (lines forged past our routes).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {runCartAction, type CartActionResult} from '~/commerce/cart-actions.server';
import type {AppHarness} from './app-context';
import {storefront} from './cart-session';

// Demo catalogue variants (local-services/data/catalogue.ts) and the demo cart settings (50 € minimum spend;
// shaker, protein sample box and rice cakes offered as gifts).
export const CLEAR_WHEY = 'gid://shopify/ProductVariant/49100000000025'; // 27.95
export const PROTEIN_BAR_BOX = 'gid://shopify/ProductVariant/49100000000073'; // 24.95
export const WHEY_CHOCOLATE_1KG = 'gid://shopify/ProductVariant/49100000000002'; // 34.95, no gift
export const WHEY_VANILLA_1KG = 'gid://shopify/ProductVariant/49100000000004';
export const WHEY_MONTHLY = 'gid://shopify/SellingPlan/710000001';
export const SHAKER = 'gid://shopify/ProductVariant/49100000000151'; // a gift choice, 6.95
export const RICE_CAKES = 'gid://shopify/ProductVariant/49100000000089'; // a gift choice, 3.49
export const SAMPLE_BOX = 'gid://shopify/ProductVariant/49100000000060'; // a gift choice
export const MARKER = [{key: '_gift', value: 'true'}];

export type Attribute = {key: string; value: string};
export type StandInLine = {
  id: string;
  quantity: number;
  attributes: Attribute[];
  cost: {totalAmount: {amount: string}};
  merchandise: {id: string};
};
export type StandInCart = {id: string; checkoutUrl: string; note: string | null; lines: {nodes: StandInLine[]}};

/** One shopper in one market (`basePath` '' for nl, '/de', ...), holding the cart cookie our action sets. */
export function commerceShopper(app: AppHarness, basePath = '') {
  let token: string | null = null;

  const headers = () => (token ? {cookie: `of_shopify-cart-token=${encodeURIComponent(token)}`} : undefined);

  return {
    get token() {
      return token;
    },
    set token(value: string | null) {
      token = value;
    },
    /** The cart id the cookie names, as Hydrogen rebuilds it. */
    cartId(): string {
      if (!token) throw new Error('no cart cookie yet');
      return `gid://shopify/Cart/${token}`;
    },
    /** The load context of a request to the market's cart route with the shopper's cookie. */
    context(): Promise<AppLoadContext> {
      return app.context(app.request(`${basePath}/cart`, {headers: headers()}));
    },
    /** Posts form fields to the cart action; keeps the cart cookie the route would set. */
    async post(fields: [string, string][]): Promise<CartActionResult> {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      const outcome = await runCartAction(await this.context(), form);
      const cartId = outcome.result?.cart?.id;
      if (cartId) token = cartId.split('/').pop()!;
      return outcome;
    },
    /** A Hydrogen CartForm post. */
    cartForm(action: string, inputs: unknown, extra: [string, string][] = []) {
      return this.post([['cartFormInput', JSON.stringify({action, inputs})], ...extra]);
    },
    /** One of our own forms (gift, checkout, bundle). */
    intent(intent: string, extra: [string, string][] = []) {
      return this.post([['intent', intent], ...extra]);
    },
  };
}

export type CommerceShopper = ReturnType<typeof commerceShopper>;

const CART_FIELDS = `
  id checkoutUrl note
  lines(first: 250) {
    nodes {
      id quantity
      attributes { key value }
      cost { totalAmount { amount } }
      merchandise { ... on ProductVariant { id } }
    }
  }
`;

/** Anyone's direct call to the Storefront stand-in with the public token (shared with the worker layer). */
export const storefrontCall = storefront;

/** The cart as the Storefront holds it. */
export async function standInCart(app: AppHarness, cartId: string): Promise<StandInCart | null> {
  const data = await storefrontCall<{cart: StandInCart | null}>(app, `query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id: cartId});
  return data.cart;
}

export type ForgedLine = {merchandiseId: string; quantity?: number; sellingPlanId?: string; attributes?: Attribute[]};

/** Lines added straight at the Storefront (`cartLinesAdd`), past every check of ours. */
export async function forgeLines(app: AppHarness, cartId: string, lines: ForgedLine[]): Promise<StandInCart> {
  const data = await storefrontCall<{cartLinesAdd: {cart: StandInCart | null; userErrors: {message: string}[]}}>(
    app,
    `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { message } } }`,
    {cartId, lines},
  );
  if (!data.cartLinesAdd.cart || data.cartLinesAdd.userErrors.length) throw new Error(JSON.stringify(data.cartLinesAdd.userErrors));
  return data.cartLinesAdd.cart;
}

/** A line's quantity changed straight at the Storefront (no action of ours runs the gift rule). */
export async function forgeQuantity(app: AppHarness, cartId: string, lineId: string, quantity: number): Promise<void> {
  await storefrontCall(
    app,
    'mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { id } } }',
    {cartId, lines: [{id: lineId, quantity}]},
  );
}

/** A cart made directly at the Storefront; its token is what our cookie would hold. */
export async function forgeCart(app: AppHarness, lines: ForgedLine[]): Promise<{cart: StandInCart; token: string}> {
  const data = await storefrontCall<{cartCreate: {cart: StandInCart}}>(
    app,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } } }`,
    {input: {lines}},
  );
  return {cart: data.cartCreate.cart, token: data.cartCreate.cart.id.split('/').pop()!};
}

/** Whether a line carries any attribute key a reader would take for a gift marker. */
export const hasGiftKey = (line: {attributes: Attribute[]}) => line.attributes.some((attribute) => /gift/i.test(attribute.key));
