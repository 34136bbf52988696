// The cart action and page on the built worker: cookie flags, private answers, validation, safe redirects.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const VARIANT = async () => {
  const html = await (await worker.fetch('/producten/protein/whey-protein/chocolate-1kg')).text();
  const input = /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
  return (JSON.parse(input) as {inputs: {lines: {merchandiseId: string}[]}}).inputs.lines[0]!.merchandiseId;
};

function cartForm(action: string, inputs: object, extra: Record<string, string> = {}) {
  const body = new URLSearchParams({cartFormInput: JSON.stringify({action, inputs}), ...extra});
  return {method: 'POST', body, headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'document'}};
}

describe('cart', () => {
  test('the first add creates a cart; its cookie is HttpOnly, Secure, SameSite=Lax; the cart page is private', async () => {
    const merchandiseId = await VARIANT();
    const response = await worker.fetch('/cart', {...cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 2}]}), redirect: 'manual'});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^of_shopify-cart-token=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const page = await worker.fetch('/cart', {headers: {cookie: cookie.split(';')[0]!}});
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('data-testid="cart-line"');
    expect(html).toContain('>2<');
  });

  test('a page view makes no cart and sets no cookie', async () => {
    const response = await worker.fetch('/de/produkte/protein/whey-protein');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('a bad quantity is refused with a message, without a cart being made', async () => {
    const merchandiseId = await VARIANT();
    const response = await worker.fetch('/cart', {
      ...cartForm('LinesAdd', {lines: [{merchandiseId, quantity: '2.5'}]}),
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty'},
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('updating without a cart token answers that there is no cart', async () => {
    const response = await worker.fetch('/cart', {
      ...cartForm('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/x', quantity: 1}]}),
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty'},
    });
    expect(response.status).toBe(400);
  });

  test('a redirect target from the form is followed only when it is our own path', async () => {
    const merchandiseId = await VARIANT();
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await worker.fetch('/de/cart', {
        ...cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}, {redirectTo: target}),
        redirect: 'manual',
      });
      expect(response.headers.get('location')).toBe('/de/cart');
    }
    const ours = await worker.fetch('/de/cart', {
      ...cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}, {redirectTo: '/de/produkte'}),
      redirect: 'manual',
    });
    expect(ours.headers.get('location')).toBe('/de/produkte');
  });
});

describe('cart note and buyer identity', () => {
  test('a note is saved on the shopper’s own cart; buyer identity takes the market’s country only', async () => {
    const merchandiseId = await VARIANT();
    const created = await worker.fetch('/de/cart', {...cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}), redirect: 'manual'});
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    // Fetchers ask for the route's data with `_data`, as Remix's client does.
    const data = '/de/cart?_data=' + encodeURIComponent('routes/($locale).cart');
    const note = await worker.fetch(data, {
      ...cartForm('NoteUpdate', {note: 'Bitte ohne Rechnung'}),
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty', cookie},
    });
    expect(note.status).toBe(200);
    expect(((await note.json()) as {cart: {note: string}}).cart.note).toBe('Bitte ohne Rechnung');
    const identity = await worker.fetch(data, {
      ...cartForm('BuyerIdentityUpdate', {buyerIdentity: {email: 'someone@else.example', countryCode: 'US'}}),
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty', cookie},
    });
    const cart = ((await identity.json()) as {cart: {buyerIdentity: {countryCode: string; email: string | null}}}).cart;
    expect(cart.buyerIdentity.countryCode).toBe('DE');
    expect(cart.buyerIdentity.email ?? null).toBeNull();
  });
});
