// Issue 13 §3 and §4 in a real Chromium, phone and desktop: the account area's newsletter modal (a failed and a
// successful sign-up, without JavaScript as a page), the review-success modal, and the chat widget (absent where
// no market configures it; on the German market, where the local env configures the stand-in, loaded after the
// page is interactive and told who is signed in).
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {logInAs, newCustomer, SERVICES} from '../support/e2e-customers';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page, selector: string) {
  const {violations} = await new AxeBuilder({page}).include(selector).withTags(WCAG).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

async function logIn(page: Page, path: string, email: string, password: string) {
  const language = path.startsWith('/de/') ? 'de' : 'en';
  await logInAs(page, path, language, {email, password});
}

async function acceptsMarketing(request: APIRequestContext, email: string): Promise<boolean> {
  const answer = await request.get(`${SERVICES}/__admin/customers?email=${encodeURIComponent(email)}`);
  const body = (await answer.json()) as {customer?: {acceptsMarketing?: boolean}; acceptsMarketing?: boolean};
  return Boolean(body.customer?.acceptsMarketing ?? body.acceptsMarketing);
}

test.describe('newsletter modal in the account area (texts from content)', () => {
  test('opens from the overview with focus inside, Escape closes and gives focus back; a lapsed session is an error in the modal', async ({page, request}, testInfo) => {
    const customer = await newCustomer(request, testInfo.project.name);
    await logIn(page, '/en/account/login', customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/account$/);
    const offer = page.getByTestId('newsletter-offer');
    await expect(offer.getByRole('heading', {name: 'Never miss an offer'})).toBeVisible();
    const open = offer.getByRole('link', {name: 'Sign up'});
    await open.click();
    const dialog = page.getByRole('dialog', {name: 'Never miss an offer'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Recipes, training tips and our offers first');
    // Focus moved into the dialog (its first control, the corner's close button).
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    // Tab stays inside (focus trap): from the last control back to the first.
    await dialog.getByRole('button', {name: 'No, thanks'}).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // The session ends (Shopify no longer knows the token): the sign-up says so, nothing changes.
    await request.post(`${SERVICES}/__admin/customers/expire-tokens`, {data: {email: customer.email}});
    await open.click();
    await dialog.getByRole('button', {name: 'Sign up'}).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your session has expired. Please log in again.');
    expect(await acceptsMarketing(request, customer.email)).toBe(false);
    // The overview stays (not reloaded into the login page) until the shopper has read why and closed it.
    await dialog.getByRole('button', {name: 'No, thanks'}).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/account$/);
  });

  test('signing up shows the success texts and the offer is gone', async ({page, request}, testInfo) => {
    const customer = await newCustomer(request, testInfo.project.name);
    await logIn(page, '/en/account/login', customer.email, customer.password);
    await expect(page).toHaveURL(/\/en\/account$/);
    await page.getByTestId('newsletter-offer').getByRole('link', {name: 'Sign up'}).click();
    const dialog = page.getByRole('dialog', {name: 'Never miss an offer'});
    await dialog.getByRole('button', {name: 'Sign up'}).click();
    const done = page.getByRole('dialog', {name: 'You are signed up'});
    await expect(done.getByRole('status')).toContainText('The next newsletter is on its way to you.');
    await expect(done.getByRole('status')).toContainText('Done');
    expect(await acceptsMarketing(request, customer.email)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(done).toBeHidden();
    await expect(page.getByTestId('newsletter-offer')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the offer is a page whose form signs up', async ({page, request}, testInfo) => {
      const customer = await newCustomer(request, testInfo.project.name);
      await logIn(page, '/de/konto/login', customer.email, customer.password);
      await expect(page).toHaveURL(/\/de\/konto$/);
      await page.getByTestId('newsletter-offer').getByRole('link', {name: 'Anmelden'}).click();
      await expect(page).toHaveURL(/\/de\/konto\/newsletter$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Verpasse kein Angebot');
      await page.getByRole('main').getByRole('button', {name: 'Anmelden'}).click();
      await expect(page.getByRole('status')).toContainText('Du bist angemeldet');
      expect(await acceptsMarketing(request, customer.email)).toBe(true);
    });
  });
});

test.describe('review-success modal (back from a review invitation)', () => {
  test('thanks in the market’s words, accessible, closes by Escape or its button and does not come back', async ({page}) => {
    await page.goto('/de/bewertungen?review=submitted');
    const dialog = page.getByRole('dialog', {name: 'Danke für deine Bewertung!'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Deine Bewertung ist angekommen');
    await expect(dialog.getByRole('button', {name: 'Schließen'})).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/de\/bewertungen$/);
    await page.reload();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await pageReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/fr/commentaires?review=submitted');
    const french = page.getByRole('dialog', {name: 'Merci pour votre avis !'});
    await french.getByRole('button', {name: 'Continuer mes achats'}).click();
    await expect(french).toBeHidden();
  });

  test('the reviews page without the parameter shows no modal', async ({page}) => {
    await page.goto('/de/bewertungen');
    await pageReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('chat widget', () => {
  test('not configured (the Dutch market): nothing loaded, no Intercom in the policy', async ({page}) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/chat\/widget\/|intercom/.test(request.url())) chatRequests.push(request.url());
    });
    const account = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/account');
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).not.toMatch(/intercom|\/chat\//i);
    expect(((await (await account).json()) as {chat: unknown}).chat).toBeNull();
    await pageReady(page);
    await page.waitForTimeout(500);
    expect(chatRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as {Intercom?: unknown}).Intercom)).toBe('undefined');
    await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
  });

  test('configured (the German market): loaded after the page is interactive, anonymous, then told who signed in', async ({page, request}) => {
    // The server's page holds no trace of the widget: it is added in the browser.
    const html = await (await request.get('/de')).text();
    expect(html).not.toMatch(/chat\/widget|intercomSettings/);
    await page.goto('/de');
    const widget = page.locator('#local-chat-widget');
    await expect(widget).toHaveAttribute('data-booted', 'true');
    await expect(widget).toHaveAttribute('data-app-id', 'localchat');
    await expect(widget).not.toHaveAttribute('data-email', /.*/);
    // It ran once the document had loaded (after the load event, when the page was idle).
    expect(await page.evaluate(() => (window as unknown as {__localChat: {readyState: string}}).__localChat.readyState)).toBe('complete');
    await expect(page.locator('script[data-chat-widget="intercom"]')).toHaveCount(1);

    await logIn(page, '/de/konto/login', DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/de\/konto$/);
    await expect(widget).toHaveAttribute('data-email', DEMO.email);
    await expect(widget).toHaveAttribute('data-user-id', /^gid:\/\/shopify\/Customer\/\d+$/);
    await expect(widget).toHaveAttribute('data-name', 'Sanne de Vries');
    // Loaded once, however many times the account state was asked.
    await expect(page.locator('script[data-chat-widget="intercom"]')).toHaveCount(1);
  });
});
