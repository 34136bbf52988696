// The page a cart's checkoutUrl (`<origin>/cart/c/<token>?key=<key>`) lands on. Shopify's checkout is out of scope;
// this small HTML page echoes what arrived (cart id, `locale` and the other query parameters, the lines with their
// attributes and own discounts, and the totals) so tests can see that the storefront sent the shopper to the right
// cart in the right language.
import type {Language} from '../data/catalogue';
import {cartGid} from './cart-ids';
import {priceCart} from './cart-pricing';
import type {CartRecord} from './cart-store';
import {languageFor} from './context';
import {escapeHtml, htmlPage} from './html-page';
import {multipassLogin} from './multipass-login';
import {fromCents} from './resolvers/common';
import {getStore} from './store';

const CHECKOUT_PATH = /^\/cart\/c\/([A-Za-z0-9_-]+)\/?$/;

export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATH.test(pathname);
}

function html(body: string, status: number, lang = 'en'): Response {
  return htmlPage({title: 'Checkout', body, status, lang});
}

function linesHtml(cart: CartRecord, language: Language): string {
  const pricing = priceCart(cart, getStore().catalogue);
  const items = pricing.lines.map(({line, entry, plan, totalCents, discounts}) => {
    const options = entry.variant.options.filter((o) => o.kind !== 'default').map((o) => o.value[language]);
    const title = [entry.product.title[language], ...options].join(' – ');
    const planName = plan ? ` (${plan.plan.name[language]})` : '';
    const lineDiscounts = discounts.map((d) => ` (${escapeHtml(d.title)} −EUR ${fromCents(d.amountCents)})`).join('');
    return `    <li class="line" data-line-id="${escapeHtml(line.id)}" data-merchandise-id="${escapeHtml(
      line.merchandiseId,
    )}" data-quantity="${line.quantity}" data-selling-plan-id="${escapeHtml(line.sellingPlanId ?? '')}" data-attributes="${escapeHtml(
      JSON.stringify(line.attributes),
    )}" data-total="${fromCents(totalCents)}">${line.quantity} × ${escapeHtml(title + planName)}: EUR ${fromCents(
      totalCents,
    )}${lineDiscounts}</li>`;
  });
  const codes = pricing.discountCodes.map((c) => `${escapeHtml(c.code)}${c.applicable ? '' : ' (not applicable)'}`);
  return `  <ul id="lines">
${items.join('\n')}
  </ul>
  <p id="discount-codes">${codes.join(', ')}</p>
  <p id="subtotal" data-amount="${fromCents(pricing.subtotalCents)}">Subtotal EUR ${fromCents(
    pricing.subtotalCents,
  )}</p>
  <p id="total" data-amount="${fromCents(pricing.totalCents)}">Total EUR ${fromCents(pricing.totalCents)}</p>`;
}

export async function handleCheckoutPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const token = CHECKOUT_PATH.exec(url.pathname)?.[1];
  if (!token) return html('<main><h1>Not Found</h1></main>', 404);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return html('<main><h1>Method Not Allowed</h1></main>', 405);

  const locale = url.searchParams.get('locale') ?? '';
  const language = languageFor(locale.split(/[-_]/)[0]);
  const cart = getStore().carts.findByToken(token, url.searchParams.get('key'));
  if (!cart) {
    return html(
      `<main id="checkout" data-cart-token="${escapeHtml(
        token,
      )}"><h1>This cart does not exist or has expired.</h1></main>`,
      404,
      language,
    );
  }
  const id = cartGid(cart);
  // Signed in on the checkout host through the Multipass login (multipass-login.ts).
  const customer = multipassLogin.customerOf(request);
  const signedIn = customer
    ? `  <p id="checkout-customer" data-email="${escapeHtml(customer.email)}">Signed in as ${escapeHtml(customer.email)}</p>\n`
    : '';
  const body = `<main id="checkout" data-cart-id="${escapeHtml(id)}" data-locale="${escapeHtml(
    locale,
  )}" data-country="${escapeHtml(cart.buyerIdentity.countryCode)}">
  <h1>Checkout</h1>
${signedIn}  <p>Cart <code id="cart-id">${escapeHtml(id)}</code></p>
  <p>Locale <code id="locale">${escapeHtml(locale)}</code></p>
  <p>Query <code id="query">${escapeHtml(url.search)}</code></p>
${linesHtml(cart, language)}
</main>`;
  return html(body, 200, language);
}
