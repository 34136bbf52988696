// Spec §7 Tracking in the browser, through the tracking test layer (tests/support/tracking.ts): GTM page params on
// the first view and on client-side navigation, GA4 ecommerce events, click labels, Klaviyo's events and
// identify; and with the consent hook saying no, nothing loads or is pushed. The local env configures both tags
// with the local services' stand-in scripts (README "Tracking").
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {dataLayer, dataLayerEvents, klaviyoCommands, klaviyoQueue, trackingSettled} from '../support/tracking';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};

test('page params on the first view and on every client-side navigation; both tag scripts loaded from env', async ({page}) => {
  await page.goto('/producten');
  const [first] = await dataLayerEvents(page, 'page_params');
  expect(first).toMatchObject({page_type: 'products', page_path: '/producten', page_language: 'nl', market: 'nl_nl', currency: 'EUR'});
  expect(first!.page_title).toBeTruthy();
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({event: 'gtm.js'}));
  await expect
    .poll(() => page.evaluate(() => [Object.keys((window as never as {google_tag_manager?: object}).google_tag_manager ?? {}), (window as never as {klaviyo?: {companyId?: string}}).klaviyo?.companyId]))
    .toEqual([['GTM-LOCAL01'], 'LocalK']);

  // A client-side navigation (no document load): another page_params with the new page.
  await page.evaluate(() => ((window as never as {marker: boolean}).marker = true));
  await page.locator('main a[href="/producten/protein"]').first().click();
  await expect(page).toHaveURL(/\/producten\/protein$/);
  const pages = await dataLayerEvents(page, 'page_params', 2);
  expect(pages[1]).toMatchObject({page_type: 'collection', market: 'nl_nl'});
  expect(pages[1]!.page_path).toBe('/producten/protein');
  expect(await page.evaluate(() => (window as never as {marker?: boolean}).marker)).toBe(true);
});

test('de: view_item on a product page in GA4’s shape, and Klaviyo’s Viewed Product', async ({page}) => {
  await page.goto('/de/produkte/protein/whey-protein/vanilla-1kg');
  const [viewItem] = await dataLayerEvents(page, 'view_item');
  const {ecommerce} = viewItem as {ecommerce: {currency: string; value: number; items: Record<string, unknown>[]}};
  expect(ecommerce.currency).toBe('EUR');
  expect(ecommerce.items).toHaveLength(1);
  expect(ecommerce.items[0]).toMatchObject({item_name: expect.any(String), item_brand: expect.any(String), quantity: 1, price: expect.any(Number)});
  expect(ecommerce.items[0]!.item_id).toBeTruthy();
  expect(ecommerce.value).toBe(ecommerce.items[0]!.price);
  // Google's sequence: the previous ecommerce object cleared right before.
  const layer = await dataLayer(page);
  expect(layer[layer.findIndex((entry) => entry.event === 'view_item') - 1]).toEqual({ecommerce: null});
  expect((await dataLayerEvents(page, 'page_params'))[0]).toMatchObject({page_type: 'product', page_language: 'de', market: 'de_de'});

  const viewed = (await klaviyoCommands(page, 'track', 'Viewed Product'))[0]![2] as Record<string, unknown>;
  expect(viewed).toMatchObject({ProductName: ecommerce.items[0]!.item_name, Price: ecommerce.items[0]!.price, URL: expect.stringContaining('/de/produkte/')});
  await klaviyoCommands(page, 'trackViewedItem');
});

test('add_to_cart from the product page, remove_from_cart in the cart, begin_checkout at checkout; a click label', async ({page}) => {
  await page.goto('/producten/protein/clear-whey');
  await trackingSettled(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toBeVisible();
  const [added] = await dataLayerEvents(page, 'add_to_cart');
  const addedItems = (added as {ecommerce: {items: Record<string, unknown>[]; value: number; currency: string}}).ecommerce;
  expect(addedItems).toMatchObject({currency: 'EUR', items: [expect.objectContaining({quantity: 1, price: expect.any(Number)})]});
  expect(addedItems.value).toBeGreaterThan(0);
  const addedToCart = (await klaviyoCommands(page, 'track', 'Added to Cart'))[0]![2] as Record<string, unknown>;
  expect(addedToCart).toMatchObject({AddedItemQuantity: 1, CheckoutURL: expect.stringContaining('/cart/c/'), $value: expect.any(Number)});

  // The add-to-cart button carries a click label.
  expect((await dataLayerEvents(page, 'click_event'))[0]).toMatchObject({event_category: 'cart', event_action: 'add_to_cart', event_label: 'button'});

  await page.goto('/cart');
  await trackingSettled(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', {name: 'Eén meer'}).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  expect((await dataLayerEvents(page, 'add_to_cart'))[0]).toMatchObject({ecommerce: {items: [expect.objectContaining({quantity: 1})]}});
  await page.getByRole('button', {name: 'Eén minder'}).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
  expect((await dataLayerEvents(page, 'remove_from_cart'))[0]).toMatchObject({ecommerce: {currency: 'EUR', items: [expect.objectContaining({quantity: 1})]}});

  // Checkout: the shopper leaves for the checkout host, so hold the hand-off and read what was pushed before it.
  await page.route(/\/cart(\?.*)?$/, (route) => (route.request().method() === 'POST' ? undefined : route.continue()));
  await page.getByTestId('checkout').click();
  const [checkout] = await dataLayerEvents(page, 'begin_checkout');
  expect(checkout).toMatchObject({ecommerce: {currency: 'EUR', items: [expect.objectContaining({quantity: 1})]}});
  expect(await dataLayer(page)).toContainEqual({event: 'click_event', event_category: 'cart', event_action: 'checkout', event_label: 'button'});
  const started = (await klaviyoCommands(page, 'track', 'Started Checkout'))[0]![2] as Record<string, unknown>;
  expect(started.$event_id).toMatch(/_\d+$/);
});

test('Klaviyo identify for a signed-in customer, once per browser session', async ({page}) => {
  await page.goto('/account/login');
  await page.getByLabel('E-mailadres').fill(DEMO.email);
  await page.getByLabel('Wachtwoord', {exact: true}).fill(DEMO.password);
  await page.getByRole('button', {name: 'Inloggen', exact: true}).click();
  await expect(page).toHaveURL(/\/account$/);
  const [identify] = await klaviyoCommands(page, 'identify');
  expect(identify![1]).toMatchObject({$email: DEMO.email, lang: 'nl'});
  await page.reload();
  await trackingSettled(page);
  await dataLayerEvents(page, 'page_params');
  expect((await klaviyoQueue(page)).filter((command) => command[0] === 'identify')).toHaveLength(0);
});

test('the consent hook says no: no tag script loads, nothing is pushed to the data layer or queued for Klaviyo', async ({page}) => {
  await page.addInitScript(() => {
    (window as never as {ofTrackingConsent: () => boolean}).ofTrackingConsent = () => false;
  });
  const tagRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/tags\/|googletagmanager|klaviyo/.test(request.url())) tagRequests.push(request.url());
  });
  await page.goto('/producten/protein/clear-whey');
  await trackingSettled(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toBeVisible();
  await pageReady(page);
  expect(await page.evaluate(() => (window as never as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  expect(await page.evaluate(() => (window as never as {_learnq?: unknown})._learnq)).toBeUndefined();
  expect(tagRequests).toEqual([]);
});
