// The first view's JavaScript starts after the first paint and the eager images (app/http/after-paint-scripts.ts,
// README "JavaScript on the first view"): the hero image and the CSS have the connection to themselves, the page
// then hydrates as before; a stalled image holds the scripts back EAGER_IMAGE_WAIT_MS at most, and a key press or a
// tap starts them at once; a click made before hydration is held and replayed to React.
import {expect, test, type Page, type Request, type Route} from '@playwright/test';
import {EAGER_IMAGE_WAIT_MS, HELD_INTERACTION_MS, HYDRATING_EVENT} from '~/http/after-paint-scripts';

type Timing = {firstPaint: number; firstScript: number; eagerImagesIn: number};

const hydrated = () => typeof (window as {__remixRouter?: unknown}).__remixRouter === 'object';

/** Notes when the last eager image of the server's markup (the ones the starter waits for) arrived. */
async function watchEagerImages(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {__eagerImagesIn: number};
    state.__eagerImagesIn = 0;
    document.addEventListener('DOMContentLoaded', () => {
      for (const image of document.images) {
        if (image.loading === 'lazy') continue;
        if (image.complete) continue;
        // Its first arrival only: a later one (another srcset candidate once the layout changes) is a new load.
        // When its bytes were in (resource timing), not when its load event ran: the image is `complete`, and the
        // starter may go on, before a busy main thread gets to dispatch the event.
        let arrived = false;
        const arrive = () => {
          if (arrived) return;
          arrived = true;
          const entry = performance.getEntriesByName(image.currentSrc).at(-1) as PerformanceResourceTiming | undefined;
          state.__eagerImagesIn = Math.max(state.__eagerImagesIn, entry?.responseEnd || performance.now());
        };
        for (const type of ['load', 'error']) image.addEventListener(type, arrive);
      }
    });
  });
}

/** When the first paint was shown, the first /assets/ module was asked for, the last eager image arrived. */
async function timing(page: Page): Promise<Timing> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      eagerImagesIn: (window as unknown as {__eagerImagesIn: number}).__eagerImagesIn,
    };
  });
}

const PAGES = ['/producten/protein/whey-protein', '/producten/protein', '/de/produkte/protein/whey-protein', '/de/produkte/protein', '/'];

for (const path of PAGES) {
  test(`${path}: the modules are asked for after the first paint and the eager images, then the page hydrates`, async ({page}) => {
    await watchEagerImages(page);
    await page.goto(path);
    await page.waitForFunction(hydrated);
    const {firstPaint, firstScript, eagerImagesIn} = await timing(page);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    expect(firstScript).toBeGreaterThanOrEqual(eagerImagesIn);
  });
}

/** Holds every eager image of the page's first screen (the product gallery's) until the test lets it go. */
async function stallEagerImages(page: Page) {
  await page.route(/\/images\/catalogue\//, () => {
    // Never answered: the image stays on its way.
  });
}

test('a stalled eager image holds the scripts back at most EAGER_IMAGE_WAIT_MS after the first paint', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/whey-protein', {waitUntil: 'commit'});
  await page.waitForFunction(hydrated, null, {timeout: EAGER_IMAGE_WAIT_MS + 10_000});
  const {firstPaint, firstScript} = await timing(page);
  expect(firstScript - firstPaint).toBeGreaterThanOrEqual(EAGER_IMAGE_WAIT_MS - 50);
});

test('a key press before the scripts started starts them at once', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/whey-protein', {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const pressedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift');
  await page.waitForFunction(hydrated);
  const {firstScript} = await timing(page);
  expect(firstScript).toBeGreaterThanOrEqual(pressedAt);
  expect(firstScript - pressedAt).toBeLessThan(EAGER_IMAGE_WAIT_MS / 2);
});

test('a click on add to cart before hydration is held and replayed to React: the shopper stays on the page', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/clear-whey', {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.evaluate(hydrated)).toBe(false);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(/Toegevoegd/);
  await expect(page).toHaveURL(/\/producten\/protein\/clear-whey$/);
});

test('a quantity chosen before hydration is the one React adds: the select’s change is replayed before the click', async ({
  page,
}) => {
  const letModulesGo = await holdModules(page);
  await page.goto('/producten/protein/clear-whey', {waitUntil: 'domcontentloaded'});
  await page.getByTestId('quantity').first().selectOption('3');
  await page.getByTestId('add-to-cart').first().click();
  expect(await page.evaluate(hydrated)).toBe(false);
  await letModulesGo();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(/Toegevoegd/);
  await expect(page.getByTestId('quantity').first()).toHaveValue('3');
  await page.goto('/cart');
  await expect(page.getByTestId('line-quantity')).toHaveText('3');
});

test('a quantity chosen after a held subscription choice, then add to cart, all before hydration: the cart gets the quantity', async ({
  page,
}) => {
  const letModulesGo = await holdModules(page);
  await page.goto('/producten/protein/whey-protein', {waitUntil: 'domcontentloaded'});
  await page.locator('[data-testid="purchase-options"] label', {hasText: 'Abonnement'}).click();
  await page.getByTestId('quantity').first().selectOption('3');
  await page.getByTestId('add-to-cart').first().click();
  expect(await page.evaluate(hydrated)).toBe(false);
  await letModulesGo();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(/Toegevoegd/);
  await expect(page.getByRole('radio', {name: 'Abonnement'})).toBeChecked();
  await expect(page.getByTestId('quantity').first()).toHaveValue('3');
  await page.goto('/cart');
  await expect(page.getByTestId('line-quantity')).toHaveText('3');
});

test('a sort chosen before hydration takes effect once React is there (the reviews page has no button with JavaScript)', async ({
  page,
}) => {
  const letModulesGo = await holdModules(page);
  await page.goto('/reviews', {waitUntil: 'domcontentloaded'});
  await page.getByLabel('Sorteer op').selectOption({label: 'Laagste beoordeling'});
  expect(await page.evaluate(hydrated)).toBe(false);
  await letModulesGo();
  await expect(page).toHaveURL(/orderBy=stars\.asc/);
  await expect(page.locator('[data-reviews-list] article[data-review]').first().getByRole('img')).toHaveAccessibleName(
    '1 van 5 sterren',
  );
});

test('text typed into the header search before hydration is searched once React is there; typed and left, it stays', async ({
  page,
}) => {
  const letModulesGo = await holdModules(page);
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  const field = page.getByRole('searchbox', {name: 'Zoeken'});
  await field.pressSequentially('whey');
  expect(await page.evaluate(hydrated)).toBe(false);
  await letModulesGo();
  const panel = page.getByRole('region', {name: 'Zoekresultaten'});
  await expect(panel.getByTestId('search-panel-result').first()).toBeVisible();
  await expect(panel.getByRole('link', {name: /Alle resultaten/})).toHaveAttribute('href', '/search?q=whey');
  await expect(field).toHaveValue('whey');
  await expect(field).toBeFocused();

  // Typed, then left (focus elsewhere) before hydration: the words stay, no results open over the page.
  const again = await holdModules(page);
  await page.goto('/de', {waitUntil: 'domcontentloaded'});
  const german = page.getByRole('searchbox', {name: 'Suchen'});
  await german.pressSequentially('vegan');
  await page.keyboard.press('Tab');
  await again();
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
  await expect(page.getByRole('region', {name: 'Suchergebnisse'})).toBeHidden();
  // The next keystroke goes on from the words typed, not from an empty field.
  await german.press('End');
  await german.pressSequentially(' protein');
  await expect(german).toHaveValue('vegan protein');
  await expect(page.getByRole('region', {name: 'Suchergebnisse'})).toBeVisible();
});

// Held interactions against careless and hostile cases. The page's modules are held back (never answered unless
// the test lets them go), so hydration does not begin and every interaction stays held; dispatching
// HYDRATING_EVENT by hand then replays them to a page without React: the browser does what it does without
// JavaScript, as after HELD_INTERACTION_MS.

/** Holds every module of the page on its way; the returned function lets them go (and every later one). */
async function holdModules(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let going = false;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (going) await route.continue();
    else held.push(route);
  });
  return async () => {
    going = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** The page, painted and not hydrated (its modules held back). */
async function openUnhydrated(page: Page, path: string) {
  const letGo = await holdModules(page);
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return letGo;
}

const replayWithoutReact = (page: Page) => page.evaluate((type) => document.dispatchEvent(new Event(type)), HYDRATING_EVENT);

type Sent = {method: string; path: string; fields: Record<string, string>; keepalive: boolean};

/** The fields of a posted form, urlencoded or multipart. */
function formFields(request: Request): Record<string, string> {
  const body = request.postData() ?? '';
  if (/multipart\/form-data/.test(request.headers()['content-type'] ?? '')) {
    return Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map(([, name, value]) => [name!, value!]));
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** Requests to /probe/... are answered with a plain page and noted. */
async function probe(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  await page.route(/\/probe\//, async (route) => {
    const request = route.request();
    const keepalive = request.resourceType() === 'fetch';
    sent.push({method: request.method(), path: new URL(request.url()).pathname, fields: formFields(request), keepalive});
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>probe</title><p>probe</p>'});
  });
  return sent;
}

/** Adds markup of the test's own to the unhydrated page (the server's page has no such corner cases). */
const addMarkup = (page: Page, html: string) => page.evaluate((markup) => document.body.insertAdjacentHTML('afterbegin', markup), html);

const FORM = `<form id="probe-form" method="post" action="/probe/form"><input name="q" value="1">
  <button id="probe-named" name="pick" value="b" formaction="/probe/button">Go</button></form>`;

test.describe('held interactions, careless and hostile cases', () => {
  test('a held click on a named submitter sends its name=value to its formaction on replay', async ({page}) => {
    await openUnhydrated(page, '/producten');
    const sent = await probe(page);
    await addMarkup(page, FORM);
    await page.locator('#probe-named').click();
    expect(sent).toEqual([]);
    await replayWithoutReact(page);
    await expect.poll(() => sent).toEqual([{method: 'POST', path: '/probe/button', fields: {q: '1', pick: 'b'}, keepalive: false}]);
  });

  test('without form.requestSubmit (Safari before 16) the replay still sends the form, submitter included', async ({page}) => {
    await page.addInitScript(() => delete (HTMLFormElement.prototype as {requestSubmit?: unknown}).requestSubmit);
    await openUnhydrated(page, '/producten');
    const sent = await probe(page);
    await addMarkup(page, `${FORM}<form id="probe-lone" method="post" action="/probe/lone"><input id="probe-field" name="email" value="a@b.test"></form>`);
    await page.locator('#probe-named').click();
    await replayWithoutReact(page);
    await expect.poll(() => sent).toEqual([{method: 'POST', path: '/probe/button', fields: {q: '1', pick: 'b'}, keepalive: false}]);
    await expect(page).toHaveURL(/\/probe\/button$/);

    // A form sent with Enter and no button (the submit event's path, no submitter).
    await openUnhydrated(page, '/producten');
    await addMarkup(page, `<form id="probe-lone" method="post" action="/probe/lone"><input id="probe-field" name="email" value="a@b.test"></form>`);
    await page.locator('#probe-field').press('Enter');
    await replayWithoutReact(page);
    await expect.poll(() => sent.at(-1)).toEqual({method: 'POST', path: '/probe/lone', fields: {email: 'a@b.test'}, keepalive: false});
  });

  test('a form or button sending to another tab is not held: the tab opens at once, with the click', async ({page}) => {
    await openUnhydrated(page, '/producten');
    await probe(page);
    await addMarkup(page, `<form method="post" action="/probe/tab" target="_blank"><input name="q" value="1"><button id="probe-tab">Tab</button></form>
      <form method="post" action="/probe/self"><button id="probe-formtarget" formtarget="_blank">Tab</button></form>`);
    for (const id of ['#probe-tab', '#probe-formtarget']) {
      const popup = page.waitForEvent('popup', {timeout: HELD_INTERACTION_MS / 2});
      await page.locator(id).click();
      await (await popup).close();
    }
  });

  test('an element gone from the page before the replay (rendered anew) is done as without JavaScript', async ({page}) => {
    await openUnhydrated(page, '/producten');
    const sent = await probe(page);
    await addMarkup(page, FORM);
    await page.locator('#probe-named').click();
    await page.evaluate(() => {
      const form = document.getElementById('probe-form')!;
      form.replaceWith(form.cloneNode(true));
    });
    await replayWithoutReact(page);
    await expect.poll(() => sent).toEqual([{method: 'POST', path: '/probe/button', fields: {q: '1', pick: 'b'}, keepalive: false}]);
    await expect(page).toHaveURL(/\/probe\/button$/);

    await openUnhydrated(page, '/producten');
    await addMarkup(page, '<a id="probe-link" href="/probe/link">Link</a>');
    await page.locator('#probe-link').click();
    await page.evaluate(() => document.getElementById('probe-link')!.remove());
    await replayWithoutReact(page);
    await expect(page).toHaveURL(/\/probe\/link$/);
  });

  test("a text field's label is not held: the field has focus at once", async ({page}) => {
    await openUnhydrated(page, '/producten');
    await addMarkup(page, '<label for="probe-text">Name</label><input id="probe-text">');
    await page.locator('label[for=probe-text]').click();
    await expect(page.locator('#probe-text')).toBeFocused({timeout: HELD_INTERACTION_MS / 4});
  });

  test('a held click on a link is dropped when the page is left (pagehide), also if it comes back from the cache', async ({page}) => {
    await openUnhydrated(page, '/producten');
    await addMarkup(page, '<a id="probe-link" href="/producten/protein">Link</a>');
    await page.locator('#probe-link').click();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', {persisted: true})));
    await page.waitForTimeout(HELD_INTERACTION_MS + 500);
    await replayWithoutReact(page);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/producten$/);
  });

  test('held POSTs to our origin are sent once with keepalive when the page is left, with the submitter; GET and other origins are not', async ({page}) => {
    await openUnhydrated(page, '/producten');
    const sent = await probe(page);
    await addMarkup(page, `${FORM}
      <form method="get" action="/probe/get"><input name="q" value="whey"><button id="probe-get">Search</button></form>
      <form method="post" action="https://evil.test/probe/other"><button id="probe-other" name="x" value="1">Other</button></form>`);
    await page.locator('#probe-named').click();
    await page.locator('#probe-named').click();
    await page.locator('#probe-get').click();
    await page.locator('#probe-other').click();
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide', {persisted: true})));
    await expect.poll(() => sent).toEqual([{method: 'POST', path: '/probe/button', fields: {q: '1', pick: 'b'}, keepalive: true}]);
    // Never also replayed.
    await replayWithoutReact(page);
    await page.waitForTimeout(HELD_INTERACTION_MS + 500);
    expect(sent).toHaveLength(1);
    await expect(page).toHaveURL(/\/producten$/);
  });

  test('add to cart clicked twice before hydration and the page left at once: the cart has the line, once', async ({page}) => {
    await openUnhydrated(page, '/producten/protein/clear-whey');
    const add = page.getByTestId('add-to-cart').first();
    await add.click();
    await add.click();
    await page.goto('/producten', {waitUntil: 'commit'});
    await page.unroute(/\/assets\/[^/]+\.js$/);
    await expect(async () => {
      await page.goto('/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1, {timeout: 1000});
    }).toPass({timeout: 10_000});
    await expect(page.getByTestId('line-quantity')).toHaveText('1');
  });

  test('a module list that was tampered with: held interactions are done without JavaScript at once, the page stays', async ({page}) => {
    await page.route(/\/producten\/protein\/clear-whey$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<script\b[^>]*type="application\/json"[^>]*>)[^<]*/, '$1{}');
      await route.fulfill({response, body: html});
    });
    await page.goto('/producten/protein/clear-whey');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page).toHaveURL(/\/cart$/, {timeout: HELD_INTERACTION_MS / 2});
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  for (const broken of ['a module that is not found', 'a module list that is no JSON']) {
    test(`${broken}: the page works without JavaScript, add to cart included`, async ({page}) => {
      if (broken.startsWith('a module that')) {
        await page.route(/\/assets\/manifest-[^/]+\.js$/, (route) => route.fulfill({status: 404, body: 'not found'}));
      } else {
        await page.route(/\/producten\/protein\/clear-whey$/, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/(<script\b[^>]*type="application\/json"[^>]*>)[^<]*/, '$1{"preload":');
          await route.fulfill({response, body: html});
        });
      }
      await page.goto('/producten/protein/clear-whey');
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await page.getByTestId('add-to-cart').first().click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
    });
  }
});
