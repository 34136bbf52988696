// A shopper's cart on the built worker, for the cart hardening tests: posts cart forms as a fetcher does
// (`?_data=`, JSON answers), keeps the cart cookie, reads the overlay data (`/api/cart`), the cart page and the
// checkout hand-off; and the Storefront stand-in reached directly, as anyone holding a cart id can reach
// Shopify's public Storefront API.
import type {CartApiCart} from '~/routes/($locale).api.cart';
import type {WorkerHarness} from './worker';

export type CartActionJson = {
  cart: {id: string; totalQuantity?: number; lines?: {nodes: StandInLine[]}} | null;
  userErrors: {message: string; code?: string}[];
  warnings: unknown[];
  problem: string | null;
};

export type StandInLine = {
  id: string;
  quantity: number;
  attributes: {key: string; value: string}[];
  cost: {totalAmount: {amount: string}; subtotalAmount: {amount: string}};
  discountAllocations: {discountedAmount: {amount: string}; title?: string; code?: string}[];
  merchandise: {id: string};
};

export type StandInCart = {
  id: string;
  updatedAt: string;
  note: string | null;
  totalQuantity: number;
  discountCodes: {code: string; applicable: boolean}[];
  cost: {subtotalAmount: {amount: string}; totalAmount: {amount: string}};
  lines: {nodes: StandInLine[]};
};

const CART_DATA_ROUTE = encodeURIComponent('routes/($locale).cart');
const FETCHER_HEADERS = {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty'};

export type CartSession = ReturnType<typeof cartSession>;

/** One shopper in one market (`basePath` '' for nl, '/de', ...). */
export function cartSession(worker: WorkerHarness, basePath = '') {
  let cookie: string | null = null;

  function remember(response: Response) {
    const set = response.headers.get('set-cookie');
    if (set?.startsWith('of_shopify-cart-token=')) cookie = set.split(';')[0]!;
  }

  async function post(fields: [string, string][], headers: Record<string, string> = {}) {
    const response = await worker.fetch(`${basePath}/cart?_data=${CART_DATA_ROUTE}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {...FETCHER_HEADERS, ...(cookie ? {cookie} : {}), ...headers},
      redirect: 'manual',
    });
    remember(response);
    return response;
  }

  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
    /** The cart id the cookie names, as Hydrogen rebuilds it. */
    cartId(): string {
      if (!cookie) throw new Error('no cart cookie yet');
      return `gid://shopify/Cart/${decodeURIComponent(cookie.split('=')[1]!)}`;
    },
    post,
    /** A Hydrogen CartForm post; its JSON answer with the status. */
    async cartForm(action: string, inputs: unknown, extra: [string, string][] = []) {
      const response = await post([['cartFormInput', JSON.stringify({action, inputs})], ...extra]);
      return {status: response.status, json: (await response.json()) as CartActionJson};
    },
    async intent(intent: string, extra: [string, string][] = []) {
      const response = await post([['intent', intent], ...extra]);
      return {status: response.status, response};
    },
    /** The overlay's data (`/api/cart`), which applies the gift rule like every cart load. */
    async overlay(): Promise<CartApiCart> {
      const response = await worker.fetch(`${basePath}/api/cart`, {headers: cookie ? {cookie} : {}});
      remember(response);
      return (await response.json()) as CartApiCart;
    },
    /** The cart page's HTML, without React's text separators (`a<!-- -->b`). */
    async page(): Promise<string> {
      const response = await worker.fetch(`${basePath}/cart`, {headers: cookie ? {cookie} : {}});
      return (await response.text()).replaceAll('<!-- -->', '');
    },
    /** The checkout hand-off as the checkout button posts it: a data request answers a redirect in a header. */
    async checkout() {
      const response = await post([['intent', 'checkout']]);
      const location = response.headers.get('x-remix-redirect') ?? response.headers.get('location');
      return {status: response.status, location, json: location ? null : ((await response.json()) as CartActionJson)};
    },
  };
}

const CART_FIELDS = `
  id updatedAt note totalQuantity
  discountCodes { code applicable }
  cost { subtotalAmount { amount } totalAmount { amount } }
  lines(first: 250) {
    nodes {
      id quantity
      attributes { key value }
      cost { totalAmount { amount } subtotalAmount { amount } }
      discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } ... on CartCodeDiscountAllocation { code } }
      merchandise { ... on ProductVariant { id } }
    }
  }
`;

/**
 * Anyone's direct call to the Storefront API with the public token: no route of ours in between. Any harness
 * that started the local services will do (the worker's, or the unit layer's app harness).
 */
export async function storefront<T>(harness: {services: {url: string}}, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${harness.services.url}/api/2024-10/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'local-public-token'},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: unknown};
  if (body.errors) throw new Error(`Storefront errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function standInCart(worker: WorkerHarness, cartId: string): Promise<StandInCart | null> {
  const data = await storefront<{cart: StandInCart | null}>(worker, `query($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id: cartId});
  return data.cart;
}

export async function forgeLines(
  worker: WorkerHarness,
  cartId: string,
  lines: {merchandiseId: string; quantity?: number; sellingPlanId?: string; attributes?: {key: string; value: string}[]}[],
): Promise<StandInCart> {
  const data = await storefront<{cartLinesAdd: {cart: StandInCart | null; userErrors: {message: string}[]}}>(
    worker,
    `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${CART_FIELDS} } userErrors { message } } }`,
    {cartId, lines},
  );
  if (!data.cartLinesAdd.cart || data.cartLinesAdd.userErrors.length) throw new Error(JSON.stringify(data.cartLinesAdd.userErrors));
  return data.cartLinesAdd.cart;
}

/** A cart made directly at the Storefront, and the cookie our shop would hold for it. */
export async function forgeCart(
  worker: WorkerHarness,
  lines: {merchandiseId: string; quantity?: number; attributes?: {key: string; value: string}[]}[],
): Promise<{cart: StandInCart; cookie: string}> {
  const data = await storefront<{cartCreate: {cart: StandInCart}}>(
    worker,
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } } }`,
    {input: {lines}},
  );
  const cart = data.cartCreate.cart;
  return {cart, cookie: `of_shopify-cart-token=${encodeURIComponent(cart.id.split('/').pop()!)}`};
}

/** The lines the stand-in's checkout page echoes: merchandise, quantity, attributes, total. */
export async function checkoutLines(location: string) {
  const html = await (await fetch(location)).text();
  const lines = [...html.matchAll(/<li class="line"([^>]*)>/g)].map(([, attributes]) => {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1] ?? '';
    const decoded = attribute('data-attributes').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    return {
      merchandiseId: attribute('data-merchandise-id'),
      quantity: Number(attribute('data-quantity')),
      attributes: JSON.parse(decoded || '[]') as {key: string; value: string}[],
      total: attribute('data-total'),
    };
  });
  return {html, lines};
}
