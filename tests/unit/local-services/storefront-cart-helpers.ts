// Cart documents and calls shared by the cart tests. CART_FIELDS selects what Hydrogen's default cart query fragment
// (CartApiQuery in @shopify/hydrogen 2024.10) selects, plus the fields the stand-in adds behaviour for.
import {query, storefront} from './storefront-helpers';

export const WHEY_CHOCOLATE_1KG = 'gid://shopify/ProductVariant/49100000000002'; // 34.95, compare at 39.95, 133 in stock
export const WHEY_VANILLA_500G = 'gid://shopify/ProductVariant/49100000000003'; // 19.95, no compare-at price
export const WHEY_VANILLA_1KG = 'gid://shopify/ProductVariant/49100000000004'; // 34.95, compare at 39.95, 25 in stock
export const WHEY_STRAWBERRY_1KG = 'gid://shopify/ProductVariant/49100000000006'; // sold out
export const WHEY_MONTHLY = 'gid://shopify/SellingPlan/710000001'; // 10% off
export const ISOLATE_MONTHLY = 'gid://shopify/SellingPlan/710000011'; // a plan of another product
export const ISOLATE_COOKIES_500G = 'gid://shopify/ProductVariant/49100000000011'; // 24.95, 4 in stock

const CART_FIELDS = `#graphql
  fragment CartFields on Cart {
    updatedAt
    createdAt
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      customer { id email firstName lastName displayName }
      email
      phone
    }
    lines(first: $numCartLines) {
      edges {
        node {
          id
          quantity
          attributes { key value }
          cost {
            totalAmount { ...Money }
            subtotalAmount { ...Money }
            amountPerQuantity { ...Money }
            compareAtAmountPerQuantity { ...Money }
          }
          sellingPlanAllocation {
            sellingPlan { id name }
            priceAdjustments { price { ...Money } compareAtPrice { ...Money } }
          }
          discountAllocations {
            discountedAmount { ...Money }
            ... on CartAutomaticDiscountAllocation { title }
            ... on CartCodeDiscountAllocation { code }
          }
          merchandise {
            ... on ProductVariant {
              id
              availableForSale
              compareAtPrice { ...Money }
              price { ...Money }
              requiresShipping
              title
              image { id url altText width height }
              product { handle title id vendor }
              selectedOptions { name value }
            }
          }
        }
      }
    }
    cost {
      subtotalAmount { ...Money }
      totalAmount { ...Money }
      totalDutyAmount { ...Money }
      totalTaxAmount { ...Money }
      checkoutChargeAmount { ...Money }
    }
    note
    attributes { key value }
    discountCodes { applicable code }
    discountAllocations {
      discountedAmount { ...Money }
      ... on CartCodeDiscountAllocation { code }
    }
  }
  fragment Money on MoneyV2 { currencyCode amount }
`;

const PAYLOAD = `
  cart { ...CartFields }
  userErrors { message field code }
  warnings { code message target }
`;

export type Money = {amount: string; currencyCode: string};
export type CartLine = {
  id: string;
  quantity: number;
  attributes: {key: string; value: string | null}[];
  cost: {totalAmount: Money; subtotalAmount: Money; amountPerQuantity: Money; compareAtAmountPerQuantity: Money | null};
  sellingPlanAllocation: {
    sellingPlan: {id: string; name: string};
    priceAdjustments: {price: Money; compareAtPrice: Money}[];
  } | null;
  discountAllocations: {discountedAmount: Money; title?: string; code?: string}[];
  merchandise: {
    id: string;
    title: string;
    price: Money;
    availableForSale: boolean;
    image: {url: string} | null;
    product: {handle: string; title: string};
    selectedOptions: {name: string; value: string}[];
  };
};
export type Cart = {
  id: string;
  checkoutUrl: string;
  createdAt: string;
  updatedAt: string;
  totalQuantity: number;
  note: string | null;
  attributes: {key: string; value: string | null}[];
  buyerIdentity: {countryCode: string | null; email: string | null; phone: string | null; customer: null};
  lines: {edges: {node: CartLine}[]};
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalDutyAmount: Money | null;
    totalTaxAmount: Money | null;
    checkoutChargeAmount: Money;
  };
  discountCodes: {code: string; applicable: boolean}[];
  discountAllocations: {discountedAmount: Money; code?: string}[];
};
export type UserError = {message: string; field: string[] | null; code: string};
export type Warning = {code: string; message: string; target: string};
export type Payload = {cart: Cart | null; userErrors: UserError[]; warnings: Warning[]};

export type LineInput = {
  merchandiseId: string;
  quantity?: number;
  sellingPlanId?: string;
  attributes?: {key: string; value: string}[];
};

type Context = {country?: string; language?: string};

/** Runs one cart mutation with the full cart selection and returns its payload. */
export async function mutate(
  field: string,
  argumentDefinitions: string,
  args: string,
  variables: Record<string, unknown>,
  context: Context = {},
): Promise<Payload> {
  const document = `mutation ${field}(${argumentDefinitions} $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    ${field}(${args}) { ${PAYLOAD} }
  }
  ${CART_FIELDS}`;
  const data = await query<Record<string, Payload>>(document, {...variables, ...context});
  return data[field]!;
}

export const createCart = (input: Record<string, unknown> = {}, context?: Context) =>
  mutate('cartCreate', '$input: CartInput!,', 'input: $input', {input}, context);

export const addLines = (cartId: string, lines: LineInput[], context?: Context) =>
  mutate(
    'cartLinesAdd',
    '$cartId: ID!, $lines: [CartLineInput!]!,',
    'cartId: $cartId, lines: $lines',
    {cartId, lines},
    context,
  );

export const updateLines = (cartId: string, lines: Record<string, unknown>[]) =>
  mutate('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!,', 'cartId: $cartId, lines: $lines', {
    cartId,
    lines,
  });

export const removeLines = (cartId: string, lineIds: string[]) =>
  mutate('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!,', 'cartId: $cartId, lineIds: $lineIds', {cartId, lineIds});

export const updateDiscountCodes = (cartId: string, discountCodes: string[]) =>
  mutate(
    'cartDiscountCodesUpdate',
    '$cartId: ID!, $discountCodes: [String!],',
    'cartId: $cartId, discountCodes: $discountCodes',
    {cartId, discountCodes},
  );

export async function getCart(cartId: string, context: Context = {}): Promise<Cart | null> {
  const document = `query CartQuery($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode = ZZ, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
    cart(id: $cartId) { ...CartFields }
  }
  ${CART_FIELDS}`;
  return (await query<{cart: Cart | null}>(document, {cartId, ...context})).cart;
}

/** A new cart with the given lines; fails the test on any userError. */
export async function cartWith(lines: LineInput[], context?: Context): Promise<Cart> {
  const payload = await createCart({lines}, context);
  if (!payload.cart || payload.userErrors.length)
    throw new Error(`cartCreate failed: ${JSON.stringify(payload.userErrors)}`);
  return payload.cart;
}

export const lineNodes = (cart: Cart | null) => cart?.lines.edges.map((e) => e.node) ?? [];

export {storefront};
